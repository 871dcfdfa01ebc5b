import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase } from './create-database.ts';
import type { Database, Executor } from './database.ts';
import { createTestDatabaseUrl } from '../../test/test-app.ts';
import { asFragment, hotSql, hotStatement, hotWrite } from './direct-sqlite.ts';
import type { SqlFragment } from './sql-fragment.ts';

type Row = { id: number; value: string };

describe('hotSql on SQLite', () => {
  let dataDir: string;
  let db: Kysely<Database>;

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crane-hot-sql-'));
    db = createDatabase({ kind: 'sqlite', file: path.join(dataDir, 'test.sqlite') }).db;
    await sql`create table things (id integer primary key, value text not null)`.execute(db);
  });

  afterEach(async () => {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const values = async () => (await sql<Row>`select id, value from things order by id`.execute(db)).rows;

  it('reads and writes with the values of the template', async () => {
    await hotSql(db)`insert into things (id, value) values (${1}, ${'crane'})`;
    await hotSql(db)`insert into things (id, value) values (${2}, ${'hook'})`;
    expect(await hotSql<Row>(db)`select id, value from things where id = ${2}`).toEqual([{ id: 2, value: 'hook' }]);
    expect(await hotSql<Row>(db)`select id, value from things where id = ${3}`).toEqual([]);
  });

  it('puts the text and values of a fragment in place, directly and inside a transaction', async () => {
    await hotSql(db)`insert into things (id, value) values (${1}, ${'crane'}), (${2}, ${'hook'}), (${3}, ${'hoist'})`;
    const valueIn = (first: string, second: string): SqlFragment => ({
      strings: ['value in (', ', ', ')'],
      values: [first, second],
    });
    const find = (executor: Executor, first: string, second: string) =>
      hotSql<Row>(executor)`select id, value from things where id > ${1} and ${valueIn(first, second)} order by id`;
    expect(await find(db, 'hook', 'hoist')).toEqual([
      { id: 2, value: 'hook' },
      { id: 3, value: 'hoist' },
    ]);
    expect(await find(db, 'crane', 'hoist')).toEqual([{ id: 3, value: 'hoist' }]);
    expect(await db.transaction().execute((trx) => find(trx, 'hook', 'crane'))).toEqual([{ id: 2, value: 'hook' }]);
  });

  it('never joins a transaction another request has open: it runs after it', async () => {
    let releaseTransaction = () => {};
    const transactionWaits = new Promise<void>((resolve) => (releaseTransaction = resolve));
    let hasTransactionStarted = () => {};
    const transactionStarted = new Promise<void>((resolve) => (hasTransactionStarted = resolve));
    const transaction = db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into things (id, value) values (1, 'rolled back')`.execute(trx);
        hasTransactionStarted();
        await transactionWaits;
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');

    await transactionStarted;
    // While the transaction is open, the hot statement waits for it instead of running inside it.
    const write = hotSql(db)`insert into things (id, value) values (${2}, ${'kept'})`;
    const read = hotSql<Row>(db)`select id, value from things order by id`;
    releaseTransaction();
    expect(await transaction).toBe('rolled back');
    await write;
    expect(await read).toEqual([{ id: 2, value: 'kept' }]);
    expect(await values()).toEqual([{ id: 2, value: 'kept' }]);
  });

  it('inside a transaction goes through it, and is undone with it', async () => {
    await db
      .transaction()
      .execute(async (trx) => {
        await hotSql(trx)`insert into things (id, value) values (${1}, ${'undone'})`;
        expect(await hotSql<Row>(trx)`select id, value from things`).toEqual([{ id: 1, value: 'undone' }]);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await values()).toEqual([]);
  });

  it('writes several statements as one transaction: all of them, or none when one fails', async () => {
    await hotWrite(db, [
      hotStatement`insert into things (id, value) values (${1}, ${'crane'})`,
      hotStatement`insert into things (id, value) values (${2}, ${'hook'})`,
    ]);
    expect(await values()).toEqual([
      { id: 1, value: 'crane' },
      { id: 2, value: 'hook' },
    ]);
    // The second statement breaks the primary key: the first is undone with it.
    await expect(
      hotWrite(db, [
        hotStatement`insert into things (id, value) values (${3}, ${'hoist'})`,
        hotStatement`insert into things (id, value) values (${1}, ${'again'})`,
      ]),
    ).rejects.toThrow(/UNIQUE/);
    expect(await values()).toHaveLength(2);
  });

  it('inside a transaction writes as part of it, and is undone with it', async () => {
    await db
      .transaction()
      .execute(async (trx) => {
        await hotWrite(trx, [
          hotStatement`insert into things (id, value) values (${1}, ${'undone'})`,
          hotStatement`insert into things (id, value) values (${2}, ${'undone too'})`,
        ]);
        expect(await hotSql<Row>(trx)`select id, value from things`).toHaveLength(2);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await values()).toEqual([]);
  });
});

describe.runIf(process.env['TEST_DATABASE_URL'])('hotSql and hotWrite on PostgreSQL', () => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;

  beforeEach(async () => {
    const database = await createTestDatabaseUrl('postgres');
    drop = database.drop;
    db = createDatabase({ kind: 'postgres', url: database.env['DATABASE_URL']! }).db;
    await sql`create table things (id integer primary key, value text not null)`.execute(db);
  });

  afterEach(async () => {
    await db.destroy();
    await drop();
  });

  it('runs prepared statements with the values of the template and its fragments in order, on every connection', async () => {
    await hotSql(db)`insert into things (id, value) values (${1}, ${'crane'}), (${2}, ${'hook'}), (${3}, ${'hoist'})`;
    const valueIn = (first: string, second: string): SqlFragment => ({
      strings: ['value in (', ', ', ')'],
      values: [first, second],
    });
    const find = (executor: Executor, first: string, second: string) =>
      hotSql<Row>(
        executor,
      )`select id, value from things where id > ${1} and ${valueIn(first, second)} and id < ${9} order by id`;
    // More at once than the pool has connections: each prepares the statement on its first use.
    const found = await Promise.all(Array.from({ length: 25 }, () => find(db, 'hook', 'hoist')));
    for (const rows of found)
      expect(rows).toEqual([
        { id: 2, value: 'hook' },
        { id: 3, value: 'hoist' },
      ]);
    expect(await find(db, 'crane', 'hoist')).toEqual([{ id: 3, value: 'hoist' }]);
    expect(await db.transaction().execute((trx) => find(trx, 'hook', 'crane'))).toEqual([{ id: 2, value: 'hook' }]);
  });

  it('tells statements of one template apart by their text (a nested statement that differs)', async () => {
    await hotSql(db)`insert into things (id, value) values (${1}, ${'crane'})`;
    const rename = (value: string, isLoud: boolean) =>
      isLoud
        ? hotStatement`update things set value = upper(${value}) where id = ${1} returning id, value`
        : hotStatement`update things set value = ${value} where id = ${1} returning id, value`;
    const renamed = (value: string, isLoud: boolean) =>
      hotSql<Row>(db)`with renamed as (${asFragment(rename(value, isLoud))}) select id, value from renamed`;
    expect(await renamed('hook', false)).toEqual([{ id: 1, value: 'hook' }]);
    expect(await renamed('hoist', true)).toEqual([{ id: 1, value: 'HOIST' }]);
    expect(await renamed('jib', false)).toEqual([{ id: 1, value: 'jib' }]);
    await hotWrite(db, [rename('boom', true)]);
    expect(await values()).toEqual([{ id: 1, value: 'BOOM' }]);
  });

  const values = async () => (await sql<Row>`select id, value from things order by id`.execute(db)).rows;
});
