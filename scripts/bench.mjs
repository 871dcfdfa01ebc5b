// `npm run bench`: the performance targets of issue 18 (raising issues 4, 5 and 15), measured against
// the built server and printed, on SQLite and, when BENCH_DATABASE_URL names a throwaway PostgreSQL
// database (the bench empties it), on PostgreSQL too:
//   progress saves (bench/progress-saves.mjs) beside a bare Fastify route doing one INSERT on the same
//   database, measured in the same run;
//   starts (bench/starts.mjs): new workers starting at once, printed without a target;
//   shell (bench/shell.mjs): a page and the entry script of the web app, printed without a target, on the
//   first database only (neither reads it);
//   records (bench/records.mjs): searches, dashboard, licence register, certificate and summary PDFs
//   with BENCH_COMPLETIONS completions (100,000 and 1,000,000 by default), side by side.
// BENCH_SECONDS and BENCH_ROUNDS set the length of the save rounds; BENCH_PARTS=saves, starts, shell or
// records runs one part, and BENCH_ONLY=certificate,dashboard only the records figures whose labels contain those
// words ('CSV export' for the export, 'chain check' for the evidence chain's). BENCH_DATABASES=postgres (or
// sqlite) measures on that database alone (both by default). Exits 1 when a target is missed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchProgressSaves } from './bench/progress-saves.mjs';
import { benchRecords } from './bench/records.mjs';
import { benchShell } from './bench/shell.mjs';
import { benchStarts } from './bench/starts.mjs';
import { freePort } from './bench/servers.mjs';
import { ensureBuilt } from './ensure-built.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
// This machine is shared: its speed drifts by a fifth from one minute to the next. Alternating short
// rounds of the two servers and taking the median of each puts both under the same conditions.
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const counts = (process.env.BENCH_COMPLETIONS ?? '100000,1000000').split(',').map(Number);
const parts = (process.env.BENCH_PARTS ?? 'saves,starts,shell,records').split(',');
const kinds = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
for (const kind of kinds) {
  if (kind !== 'sqlite' && kind !== 'postgres') throw new Error(`BENCH_DATABASES: ${kind} is not sqlite or postgres`);
}
if (kinds.includes('postgres') && !kinds.includes('sqlite') && !process.env.BENCH_DATABASE_URL) {
  throw new Error('BENCH_DATABASES=postgres needs BENCH_DATABASE_URL, a throwaway PostgreSQL database');
}

ensureBuilt();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crane-bench-'));
try {
  const databases = [];
  if (kinds.includes('sqlite')) databases.push({ label: 'SQLite', env: { DATA_DIR: path.join(dataDir, 'sqlite') } });
  if (kinds.includes('postgres') && process.env.BENCH_DATABASE_URL) {
    databases.push({
      label: 'PostgreSQL',
      env: { DATA_DIR: path.join(dataDir, 'postgres'), DATABASE_URL: process.env.BENCH_DATABASE_URL },
    });
  } else if (kinds.includes('postgres')) {
    console.log('(Set BENCH_DATABASE_URL to a throwaway PostgreSQL database to measure there too.)');
  }
  let isMet = true;
  for (const database of databases) fs.mkdirSync(database.env.DATA_DIR, { recursive: true });
  for (const database of parts.includes('saves') ? databases : []) {
    const saves = await benchProgressSaves({ ...database, seconds, rounds });
    isMet &&= saves.isMet;
  }
  for (const database of parts.includes('starts') ? databases : []) {
    await benchStarts({ ...database, seconds: 2 * seconds });
  }
  if (parts.includes('shell')) await benchShell({ ...databases[0], seconds: 2 * seconds });
  for (const database of parts.includes('records') ? databases : []) {
    // The records part empties the saves' databases before it seeds them.
    isMet = (await benchRecords({ ...database, port: await freePort(), counts })) && isMet;
  }
  process.exitCode = isMet ? 0 : 1;
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
