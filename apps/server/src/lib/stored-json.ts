import type { z } from 'zod';

/**
 * JSON text the app stored, read back through the schema it was written by; `fallback` when the text
 * is not what was written (not JSON, or another shape), so that one damaged row reads as empty rather
 * than failing a whole page or document.
 */
export function parseStoredJson<Schema extends z.ZodType>(
  schema: Schema,
  json: string,
  fallback: z.output<Schema>,
): z.output<Schema> {
  try {
    const parsed = schema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}
