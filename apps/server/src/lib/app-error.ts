import type { FieldError } from '@crane/contract';

/** A message a worker reads, by its id among the worker texts and its values (decision 36). */
export type WorkerText = { id: string; values?: Record<string, string | number> };

/** An expected failure with the HTTP status and the message the user sees. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Each failing field, for validation done outside a route schema (e.g. of a multipart body). */
    readonly errors?: FieldError[],
    /** For a 429: the seconds after which the client may try again, sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
    /** A refusal a worker meets: told in the request's language by the error handler (`message` is its English). */
    readonly workerText?: WorkerText,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'Authentication required') => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds?: number, workerText?: WorkerText) =>
  new AppError(429, message, undefined, retryAfterSeconds, workerText);

/** A 400 in the shape of a schema validation failure: `field: message` of the first, and every field. */
export function validationFailed(errors: FieldError[]): AppError {
  const first = errors[0];
  return new AppError(400, first ? `${first.field}: ${first.message}` : 'Invalid request', errors);
}
