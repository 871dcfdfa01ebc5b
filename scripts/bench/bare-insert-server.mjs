// The benchmark's yardstick: a bare Fastify route that does one INSERT on the database the app runs
// on: SQLite (WAL, like the app) in `dir`, or PostgreSQL at DATABASE_URL through a pool of the app's size.
import path from 'node:path';
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import pg from 'pg';

const [dir, portText] = process.argv.slice(2);
const createTable =
  'create table if not exists bare_hits (id integer primary key, value integer not null, at text not null)';

/** Inserts one row; resolves when it is written. */
async function openInsert() {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    await pool.query(createTable.replace('integer primary key', 'serial primary key'));
    return (value, at) => pool.query('insert into bare_hits (value, at) values ($1, $2)', [value, at]);
  }
  const db = new Database(path.join(dir, 'bare.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(createTable);
  const statement = db.prepare('insert into bare_hits (value, at) values (?, ?)');
  return async (value, at) => statement.run(value, at);
}

const insert = await openInsert();
const app = Fastify({ logger: false });
// Inserts the body's currentPage when the request has a JSON body (parsed by Fastify), else the id.
app.put('/bare/:id', async (request) => {
  await insert(request.body?.currentPage ?? Number(request.params.id), new Date().toISOString());
  return { ok: true };
});
app.get('/health', async () => ({ ok: true }));
await app.listen({ port: Number(portText), host: '127.0.0.1' });
