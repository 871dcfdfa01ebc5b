// The benchmark's yardstick: a bare Fastify route that does one SQLite INSERT (WAL, like the app).
import path from 'node:path';
import Database from 'better-sqlite3';
import Fastify from 'fastify';

const [dir, portText] = process.argv.slice(2);
const db = new Database(path.join(dir, 'bare.sqlite'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.exec('create table if not exists hits (id integer primary key, value integer not null, at text not null)');
const insert = db.prepare('insert into hits (value, at) values (?, ?)');

const app = Fastify({ logger: false });
// Inserts the body's currentPage when the request has a JSON body (parsed by Fastify), else the id.
app.put('/bare/:id', async (request) => {
  insert.run(request.body?.currentPage ?? Number(request.params.id), new Date().toISOString());
  return { ok: true };
});
app.get('/health', async () => ({ ok: true }));
await app.listen({ port: Number(portText), host: '127.0.0.1' });
