import { afterEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createDatabase, type DatabaseHandle } from '../../db/create-database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createTestDatabaseUrl, databaseKinds } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { ensureFirstAdmin } from './first-admin.ts';
import { logIn } from './auth.service.ts';

describe.each(databaseKinds)('the first admin on %s', (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function openDatabase(env: Record<string, string> = {}) {
    const database = await createTestDatabaseUrl(kind);
    const config = loadConfig({ ...database.env, ...env });
    const handle: DatabaseHandle = createDatabase(config.database);
    await migrateToLatest(handle.db);
    cleanups.push(async () => {
      await handle.db.destroy();
      await database.drop();
    });
    return { handle, config };
  }

  function captureLog() {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    return { log, lines };
  }

  it('creates the super_admin of ADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_NAME', async () => {
    const { handle, config } = await openDatabase({
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'boss-password',
      ADMIN_NAME: 'Boss',
    });
    const { log, lines } = captureLog();
    await ensureFirstAdmin(handle.db, config.firstAdmin, log, new Date());
    const admins = await handle.db.selectFrom('admin_users').selectAll().execute();
    expect(admins.map((admin) => [admin.email, admin.name, admin.role])).toEqual([
      ['boss@example.com', 'Boss', 'super_admin'],
    ]);
    expect(lines.join('')).not.toContain('boss-password');
    expect(
      (await logIn(handle.db, { email: 'boss@example.com', password: 'boss-password' }, '127.0.0.1', new Date())).user
        .role,
    ).toBe('super_admin');
  });

  it('creates admin@example.com with a random password printed once when nothing is configured', async () => {
    const { handle, config } = await openDatabase();
    const { log, lines } = captureLog();
    await ensureFirstAdmin(handle.db, config.firstAdmin, log, new Date());
    const message = lines.join('');
    const password = /with the password (\S+)/.exec(message)?.[1];
    expect(password).toBeDefined();
    expect(
      (await logIn(handle.db, { email: 'admin@example.com', password: password ?? '' }, '127.0.0.1', new Date())).user
        .email,
    ).toBe('admin@example.com');
  });

  it('does nothing when an admin exists, so restarts never add a second first admin', async () => {
    const { handle, config } = await openDatabase();
    const { log, lines } = captureLog();
    await ensureFirstAdmin(handle.db, config.firstAdmin, log, new Date());
    await ensureFirstAdmin(handle.db, config.firstAdmin, log, new Date());
    await ensureFirstAdmin(
      handle.db,
      { email: 'other@example.com', password: 'other-password', name: 'Other' },
      log,
      new Date(),
    );
    expect(await handle.db.selectFrom('admin_users').selectAll().execute()).toHaveLength(1);
    expect(lines.filter((line) => line.includes('with the password'))).toHaveLength(1);
  });
});
