import { ApiError } from '@/lib/api-client';

/**
 * What the server said, without the status the API client puts first (spec §8): for messages shown
 * beside a field, where "400: " would only be noise. Anything else gives the fallback: the client's own
 * text, which may be a message descriptor that the component renders in the worker's language.
 */
export function serverText<Fallback = string>(error: unknown, fallback: Fallback): string | Fallback {
  if (!(error instanceof ApiError)) return fallback;
  return error.message.replace(/^\d{3}: /, '') || fallback;
}
