import type { Executor } from '../../db/database.ts';

/** Searches answered from one sample before it is taken again, so that new completions and a new ANALYZE are seen. */
const searchesPerSample = 500;
/** Fewer sampled completions tell nothing. */
export const sampledAtLeast = 100;

/**
 * A sample of the completions kept per database (PostgreSQL's searches, decision 42): taken by `take`
 * at the first search, and again after `searchesPerSample` searches.
 */
export function keptPerDatabase<Sample>(take: (db: Executor) => Promise<Sample>): (db: Executor) => Promise<Sample> {
  const kept = new WeakMap<Executor, { sample: Sample; searchesLeft: number }>();
  return async (db) => {
    let entry = kept.get(db);
    if (!entry || entry.searchesLeft <= 0) {
      entry = { sample: await take(db), searchesLeft: searchesPerSample };
      kept.set(db, entry);
    }
    entry.searchesLeft -= 1;
    return entry.sample;
  };
}

/**
 * About how many of `total` completions pass `holds`, from a sample of them: the share of sampled rows
 * that pass, times `total`; undefined when too few were sampled to tell (`sampledAtLeast`).
 */
export function estimatedFromSample<Row>(sample: Row[], total: number, holds: (row: Row) => boolean) {
  return sample.length < sampledAtLeast ? undefined : (sample.filter(holds).length / sample.length) * total;
}
