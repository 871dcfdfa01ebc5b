import { z } from 'zod';

/** One field that failed validation. */
export const FieldErrorSchema = z.object({
  /** Dotted path of the field, e.g. `email` or `otherLicenses.0.name`. */
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** Body of every non-2xx reply of the API. */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  /** Present on validation errors (400): each failing field with the spec's message. */
  errors: z.array(FieldErrorSchema).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
