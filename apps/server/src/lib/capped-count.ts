import { countStep } from '@crane/contract';

/**
 * How many matches to count for the page at `offset` of `limit` rows: up to the next step of
 * `countStep` past the page (decision 42). Counting every match of a million records costs more than
 * finding the page; a count this far tells whether the page and the next exist, and the screen says
 * "more than" it.
 */
export const countCapFor = (offset: number, limit: number) => Math.ceil((offset + limit + 1) / countStep) * countStep;

/** The total to answer from a count of at most `cap + 1` matches; no cap: counted exactly. */
export function totalOf(counted: number, cap: number | undefined): { total: number; isTotalExact: boolean } {
  if (cap === undefined || counted <= cap) return { total: counted, isTotalExact: true };
  return { total: cap, isTotalExact: false };
}
