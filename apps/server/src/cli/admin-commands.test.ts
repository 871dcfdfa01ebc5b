import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, logIn, type TestApp } from '../../test/test-app.ts';
import { runAdminCommand, UsageError } from './admin-commands.ts';

describe.each(databaseKinds)('npm run admin on %s', (kind) => {
  let test: TestApp;
  beforeEach(async () => {
    test = await createTestApp(kind);
  });
  afterEach(async () => {
    await test.close();
  });

  const now = new Date('2026-11-28T01:00:00.000Z');
  const entriesBy = (actor: string) =>
    test.app.db
      .selectFrom('audit_log')
      .select(['at', 'actor_id', 'action', 'target_type', 'target_id', 'target_label', 'client_address', 'details'])
      .where('actor_email', '=', actor)
      .orderBy('id')
      .execute();

  it('creates an admin and sets a password, each in the audit log as done by the command line', async () => {
    const created = await runAdminCommand(
      test.app.db,
      ['create', '--email', 'Site@Example.com', '--password', 'site-password-1', '--name', 'Site Admin'],
      now,
    );
    expect(created).toMatch(/^Created admin site@example\.com \(id \d+\)\.$/);
    const id = Number(/id (\d+)/.exec(created)![1]);
    expect(
      await runAdminCommand(
        test.app.db,
        ['reset-password', '--email', 'site@example.com', '--password', 'site-password-2'],
        now,
      ),
    ).toBe('Password changed for site@example.com; their sessions have ended.');
    await logIn(test.app, 'site@example.com', 'site-password-2');

    const target = { target_type: 'admin', target_id: String(id), target_label: 'site@example.com' };
    expect(await entriesBy('npm run admin')).toEqual([
      {
        at: now.toISOString(),
        actor_id: null,
        action: 'admin-created',
        ...target,
        client_address: 'local',
        details: JSON.stringify({ name: 'Site Admin', role: 'admin' }),
      },
      {
        at: now.toISOString(),
        actor_id: null,
        action: 'password-changed',
        ...target,
        client_address: 'local',
        details: '{}',
      },
    ]);
  });

  it('logs the first admin, made from ADMIN_EMAIL as the server started', async () => {
    const [first] = await entriesBy('server start (ADMIN_EMAIL)');
    expect(first).toMatchObject({
      actor_id: null,
      action: 'admin-created',
      target_type: 'admin',
      target_label: 'root@example.com',
      details: JSON.stringify({ name: 'Root Admin', role: 'super_admin' }),
    });
  });

  it('explains a command or an argument it cannot run, and changes nothing', async () => {
    await expect(runAdminCommand(test.app.db, ['remove'], now)).rejects.toThrow(UsageError);
    await expect(
      runAdminCommand(test.app.db, ['create', '--email', 'nobody', '--password', 'short', '--name', 'N'], now),
    ).rejects.toThrow(/--email: .*\n--password: Password must be at least 8 characters/s);
    expect(await entriesBy('npm run admin')).toEqual([]);
  });
});
