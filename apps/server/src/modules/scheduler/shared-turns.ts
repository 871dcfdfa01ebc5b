import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/database.ts';
import * as repository from './shared-turns.repository.ts';

/**
 * Whether this instance runs job `name` now: true for the one instance that takes the turn, which is
 * then its for `forMilliseconds`; false for every other instance asking meanwhile.
 */
export type TakeTurn = (name: string, now: Date, forMilliseconds: number) => Promise<boolean>;

/**
 * Turns of the periodic jobs among the instances sharing a database (the sweeps, the pruning, issue 17
 * §4): each job runs once per interval, by whichever instance asks first.
 */
export function sharedTurns(db: Executor, holder: string = randomUUID()): TakeTurn {
  return (name, now, forMilliseconds) =>
    repository.takeTurn(db, {
      name,
      holder,
      now: now.toISOString(),
      until: new Date(now.getTime() + forMilliseconds).toISOString(),
    });
}
