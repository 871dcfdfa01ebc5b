import { z } from 'zod';
import { largestId, wholeNumberParam } from './ids.ts';

/** A query parameter `true` or `false`, read as a boolean; absent when not given. */
export const booleanParam = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .transform((value) => value === 'true')
    .optional();

/**
 * Matches a paged search counts exactly up to this step past the page asked for; beyond it, counting
 * every match of a million records would cost more than the page (issue 18, decision 42).
 */
export const countStep = 1000;

/**
 * The total of a page of a paged search: exact when `isTotalExact`; otherwise a floor (at least `total`
 * match, shown as "more than"), and the same query with `exactTotal=true` counts them all.
 */
export const totalFields = {
  total: z.number().int(),
  isTotalExact: z.boolean(),
};

/**
 * The paging query of a list paged on the server (`page` from 1, `pageSize` from 1 to 100), with the
 * list's own default page size.
 */
export const pagingQuery = (defaultPageSize: number) => ({
  page: wholeNumberParam(
    { from: 1, to: largestId },
    { format: 'page must be a number', tooSmall: 'page starts at 1', tooLarge: 'page is too large' },
  ).default(1),
  pageSize: wholeNumberParam(
    { from: 1, to: 100 },
    { format: 'pageSize must be a number', tooSmall: 'pageSize must be from 1 to 100' },
  ).default(defaultPageSize),
});

/** The query of a search whose total may be a floor: `exactTotal=true` counts every match (see totalFields). */
export const exactTotalQuery = { exactTotal: booleanParam('exactTotal') };
