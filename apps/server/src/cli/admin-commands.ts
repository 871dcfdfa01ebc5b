import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { EmailSchema, RegisterAdminSchema, limits } from '@crane/contract';
import type { Database } from '../db/database.ts';
import { localActor, recordAudit } from '../modules/audit/audit.service.ts';
import { createAdmin, setPasswordByEmail } from '../modules/auth/auth.service.ts';

export const adminUsage = `Usage:
  npm run admin -- create --email EMAIL --password PASSWORD --name NAME [--role admin|super_admin]
  npm run admin -- reset-password --email EMAIL --password PASSWORD`;

/** Who the audit log names for what the command line does. */
const commandLine = 'npm run admin';

const ResetPasswordArgumentsSchema = z.object({
  email: EmailSchema,
  password: z.string().min(limits.passwordMin, { error: 'Password must be at least 8 characters' }),
});

/** A command or its arguments that cannot be run: the message says why, with the usage. */
export class UsageError extends Error {}

/**
 * `npm run admin`: creates an admin, or sets an admin's password, and logs it in the audit log as
 * the routes do, by the command line. Answers what to print.
 */
export async function runAdminCommand(db: Kysely<Database>, argv: string[], now: Date): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
    },
  });
  const command = positionals[0];
  if (command === 'create') {
    const input = parseOrExplain(RegisterAdminSchema, { ...values, role: values.role ?? 'admin' });
    const admin = await createAdmin(db, input, now);
    await recordAudit(db, localActor(commandLine, now), {
      action: 'admin-created',
      target: { type: 'admin', id: admin.id, label: admin.email },
      details: { name: admin.name, role: admin.role },
    });
    return `Created ${admin.role} ${admin.email} (id ${admin.id}).`;
  }
  if (command === 'reset-password') {
    const input = parseOrExplain(ResetPasswordArgumentsSchema, values);
    const admin = await setPasswordByEmail(db, input.email, input.password, now);
    await recordAudit(db, localActor(commandLine, now), {
      action: 'password-changed',
      target: { type: 'admin', id: admin.id, label: admin.email },
    });
    return `Password changed for ${admin.email}; their sessions have ended.`;
  }
  throw new UsageError(adminUsage);
}

function parseOrExplain<T extends z.ZodType>(schema: T, values: unknown): z.output<T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`);
  throw new UsageError(`${lines.join('\n')}\n\n${adminUsage}`);
}
