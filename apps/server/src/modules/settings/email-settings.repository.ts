import type { EmailSettingsRow, Executor } from '../../db/database.ts';

/** The one row of saved email settings. */
const settingsId = 1;

/** The saved email settings, or undefined while none were saved. */
export function findEmailSettings(db: Executor): Promise<EmailSettingsRow | undefined> {
  return db.selectFrom('email_settings').selectAll().where('id', '=', settingsId).executeTakeFirst();
}

export type EmailSettingsChange = Omit<EmailSettingsRow, 'id'>;

/** Saves the settings, replacing those saved before (one statement, so two saves never leave two rows). */
export async function saveEmailSettings(db: Executor, settings: EmailSettingsChange): Promise<void> {
  await db
    .insertInto('email_settings')
    .values({ id: settingsId, ...settings })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(settings))
    .execute();
}
