import type { DatabaseStatus } from '@crane/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, logIn, type TestApp } from '../../../test/test-app.ts';
import { migrations } from '../../db/migrate.ts';
import { describeDatabaseLocation } from './database-status.service.ts';

describe.each(databaseKinds)('the database status on %s', (kind) => {
  let test: TestApp;
  let cookie: string;
  beforeAll(async () => {
    test = await createTestApp(kind);
    cookie = await logIn(test.app);
  });
  afterAll(async () => {
    await test.close();
  });

  it('names the engine, where it is, its version and the migrations applied', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/admin/database/status', headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    const status = response.json<DatabaseStatus>();
    const names = Object.keys(migrations);
    expect(status).toMatchObject({
      engine: kind === 'sqlite' ? 'sqlite' : 'postgresql',
      migrationsApplied: names.length,
      migrationsKnown: names.length,
      latestMigration: names.at(-1),
    });
    expect(status.version).toMatch(/^\d+\.\d+/);
    if (test.config.database.kind === 'sqlite') {
      expect(status.location).toBe(`SQLite file ${test.config.database.file}`);
    } else {
      const url = new URL(test.config.database.url);
      expect(status.location).toBe(
        `PostgreSQL server ${url.hostname}:${url.port || '5432'}, database ${url.pathname.slice(1)}`,
      );
    }
  });

  it('is for signed-in administrators only', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/admin/database/status' })).statusCode).toBe(401);
  });
});

describe('the database location', () => {
  it('never shows the user name or password of a PostgreSQL address', () => {
    expect(
      describeDatabaseLocation({ kind: 'postgres', url: 'postgres://crane:s3cr%40t@db.example.com:6543/induction' }),
    ).toBe('PostgreSQL server db.example.com:6543, database induction');
    expect(describeDatabaseLocation({ kind: 'postgres', url: 'postgresql://crane:secret@db.example.com/crane' })).toBe(
      'PostgreSQL server db.example.com:5432, database crane',
    );
    expect(
      describeDatabaseLocation({
        kind: 'postgres',
        url: 'postgres://crane:secret@/induction?host=/var/run/postgresql',
      }),
    ).toBe('PostgreSQL server /var/run/postgresql:5432, database induction');
    expect(describeDatabaseLocation({ kind: 'sqlite', file: '/srv/crane/data/induction.sqlite' })).toBe(
      'SQLite file /srv/crane/data/induction.sqlite',
    );
  });
});
