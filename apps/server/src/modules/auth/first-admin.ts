import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { AdminUser } from '@crane/contract';
import type { Database } from '../../db/database.ts';
import { localActor, recordAudit } from '../audit/audit.service.ts';
import { countAdmins } from './auth.repository.ts';
import { createAdmin } from './auth.service.ts';

/**
 * When no admin exists, creates a super_admin from ADMIN_EMAIL/ADMIN_PASSWORD, or
 * admin@example.com with a random password printed once, and logs it in the audit log as made by the
 * server's start. Does nothing otherwise.
 */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  firstAdmin: Config['firstAdmin'],
  log: FastifyBaseLogger,
  now: Date,
): Promise<void> {
  if ((await countAdmins(db)) > 0) return;
  const generated = firstAdmin === undefined;
  const account = firstAdmin ?? {
    email: 'admin@example.com',
    password: randomBytes(12).toString('base64url'),
    name: 'Administrator',
  };
  let admin: AdminUser;
  try {
    admin = await createAdmin(db, { ...account, role: 'super_admin' }, now);
  } catch (error) {
    // Another instance created the first admin at the same moment.
    if ((await countAdmins(db)) > 0) return;
    throw error;
  }
  await recordAudit(db, localActor(generated ? 'server start' : 'server start (ADMIN_EMAIL)', now), {
    action: 'admin-created',
    target: { type: 'admin', id: admin.id, label: admin.email },
    details: { name: admin.name, role: admin.role },
  });
  if (generated) {
    log.warn(
      `No admin existed, so one was created. Sign in as ${account.email} with the password ${account.password} ` +
        '(shown only this once; change it under Admin Users).',
    );
  } else {
    log.info(`No admin existed, so the super_admin ${account.email} was created from ADMIN_EMAIL.`);
  }
}
