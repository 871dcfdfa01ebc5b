import { z } from 'zod';

/**
 * The largest id a row can have: keys are PostgreSQL `integer`s (serial). A larger number can only be
 * a mistake or a probe, and must be refused as such rather than reach the database and fail there.
 */
export const largestId = 2_147_483_647;

/**
 * A whole number as an address or a query string writes it, from `from` to `to`: decimal digits with no
 * leading zero, else 400 with `format`; out of range, 400 with `tooSmall` or `tooLarge` (each `format`
 * when not given). `z.coerce.number` would read "0x10" as 16, "1e3" and "01000" as 1000, " 7" as 7 and
 * "" as 0, so one record would answer at many addresses, and an empty `page=` would be "page 0". The
 * API's document shows the range as the parameter's description, since its type is the text.
 */
export const wholeNumberParam = (
  { from, to }: { from: number; to: number },
  { format, tooSmall = format, tooLarge = tooSmall }: { format: string; tooSmall?: string; tooLarge?: string },
) =>
  z
    .string({ error: format })
    .regex(/^(?:0|[1-9]\d{0,15})$/, { error: format })
    .transform(Number)
    .pipe(z.number().min(from, { error: tooSmall }).max(to, { error: tooLarge }))
    .meta({ description: `A whole number from ${from} to ${to}, in decimal digits` });

/** An id in a path or query string: a whole number from 1 to largestId, else 400 with `error`. */
export const idParam = (error = 'Invalid id') => wholeNumberParam({ from: 1, to: largestId }, { format: error });

/** An id in a JSON body: a whole number from 1 to largestId, else 400 with `error`. */
export const idValue = (error = 'Invalid id') =>
  z.number({ error }).int({ error }).min(1, { error }).max(largestId, { error });
