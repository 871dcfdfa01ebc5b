import { z } from 'zod';

/**
 * The largest id a row can have: keys are PostgreSQL `integer`s (serial). A larger number can only be
 * a mistake or a probe, and must be refused as such rather than reach the database and fail there.
 */
export const largestId = 2_147_483_647;

/** An id in a path or query string: a whole number from 1 to largestId, else 400 with `error`. */
export const idParam = (error = 'Invalid id') =>
  z.coerce.number({ error }).int({ error }).min(1, { error }).max(largestId, { error });

/** An id in a JSON body: a whole number from 1 to largestId, else 400 with `error`. */
export const idValue = (error = 'Invalid id') =>
  z.number({ error }).int({ error }).min(1, { error }).max(largestId, { error });
