import { z } from 'zod';
import { largestId } from './ids.ts';

/**
 * The paging query of a list paged on the server (`page` from 1, `pageSize` from 1 to 100), with the
 * list's own default page size.
 */
export const pagingQuery = (defaultPageSize: number) => ({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int()
    .min(1, { error: 'page starts at 1' })
    .max(largestId, { error: 'page is too large' })
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int()
    .min(1, { error: 'pageSize must be from 1 to 100' })
    .max(100, { error: 'pageSize must be from 1 to 100' })
    .default(defaultPageSize),
});
