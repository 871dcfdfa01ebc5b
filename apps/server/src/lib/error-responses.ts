import { ErrorResponseSchema } from '@crane/contract';

/**
 * Response schemas of the failures any route may answer with, down to a body too large (413), of a
 * type not accepted (415), or an unexpected failure (500); the OpenAPI document lists them all.
 */
export const errorResponses = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  410: ErrorResponseSchema,
  413: ErrorResponseSchema,
  415: ErrorResponseSchema,
  429: ErrorResponseSchema,
  500: ErrorResponseSchema,
} as const;
