import { badRequest } from './app-error.ts';

/** What a client hears when its text holds a NUL character. */
export const nulCharacterMessage = 'Text must not contain NUL characters';

/** How deep a body is searched; the app's bodies are a few levels deep, and a deeper one is refused by its schema. */
const maxDepth = 20;

/**
 * Whether any text in a parsed request part (query, params, JSON body, a multipart field) holds the NUL
 * character. No text the app keeps may hold one: PostgreSQL cannot store it, and nothing a person types
 * contains it, so it is refused as a client error on both databases alike.
 */
export function hasNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > maxDepth || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || hasNulCharacter(item, depth + 1)) return true;
  }
  return false;
}

/** Throws the 400 when the text holds a NUL character. */
export function assertNoNulCharacter(value: unknown): void {
  if (hasNulCharacter(value)) throw badRequest(nulCharacterMessage);
}
