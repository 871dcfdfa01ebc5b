import { parseArgs } from 'node:util';
import { z } from 'zod';
import { EmailSchema, RegisterAdminSchema, limits } from '@crane/contract';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/create-database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { AppError } from '../lib/app-error.ts';
import { createSystemClock } from '../lib/time.ts';
import { createAdmin, setPasswordByEmail } from '../modules/auth/auth.service.ts';

const usage = `Usage:
  npm run admin -- create --email EMAIL --password PASSWORD --name NAME [--role admin|super_admin]
  npm run admin -- reset-password --email EMAIL --password PASSWORD`;

const ResetPasswordArgumentsSchema = z.object({
  email: EmailSchema,
  password: z.string().min(limits.passwordMin, { error: 'Password must be at least 8 characters' }),
});

/** Creates an admin, or sets an admin's password, in the configured database. */
async function run(argv: string[]): Promise<string> {
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
  if (command !== 'create' && command !== 'reset-password') throw new UsageError(usage);

  const config = loadConfig();
  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    if (command === 'create') {
      const input = parseOrExplain(RegisterAdminSchema, { ...values, role: values.role ?? 'admin' });
      const admin = await createAdmin(database.db, input, createSystemClock().now());
      return `Created ${admin.role} ${admin.email} (id ${admin.id}).`;
    }
    const input = parseOrExplain(ResetPasswordArgumentsSchema, values);
    await setPasswordByEmail(database.db, input.email, input.password, createSystemClock().now());
    return `Password changed for ${input.email.toLowerCase()}; their sessions have ended.`;
  } finally {
    await database.db.destroy();
  }
}

class UsageError extends Error {}

function parseOrExplain<T extends z.ZodType>(schema: T, values: unknown): z.output<T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`);
  throw new UsageError(`${lines.join('\n')}\n\n${usage}`);
}

try {
  process.stdout.write(`${await run(process.argv.slice(2))}\n`);
} catch (error) {
  const isExpected = error instanceof UsageError || error instanceof AppError || error instanceof Error;
  process.stderr.write(`${isExpected ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
