import { z } from 'zod';

/** The days of the week as the digest setting names them; 0 is Sunday, as JavaScript counts. */
export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const daysBefore = z
  .number({ error: 'Days before must be a number' })
  .int({ error: 'Days before must be a whole number' })
  .min(1, { error: 'Days before must be from 1 to 365' })
  .max(365, { error: 'Days before must be from 1 to 365' });

/**
 * Settings → Reminders (issue 15 §4): which reminders go out, how many days before an expiry, and the
 * weekday of the administrators' digest. Induction reminders also go on the day of the expiry.
 */
export const ReminderSettingsSchema = z.object({
  inductionReminders: z.boolean({ error: 'inductionReminders must be true or false' }),
  inductionDaysBefore: z
    .array(daysBefore, { error: 'inductionDaysBefore must be a list of days' })
    .min(1, { error: 'Give at least one number of days before' })
    .max(5, { error: 'At most 5 reminders before an induction expires' })
    .refine((days) => new Set(days).size === days.length, { error: 'Each number of days may be given once' }),
  licenceReminders: z.boolean({ error: 'licenceReminders must be true or false' }),
  licenceDaysBefore: daysBefore,
  digest: z.boolean({ error: 'digest must be true or false' }),
  digestWeekday: z
    .number({ error: 'digestWeekday must be a day of the week, 0 (Sunday) to 6 (Saturday)' })
    .int()
    .min(0, { error: 'digestWeekday must be a day of the week, 0 (Sunday) to 6 (Saturday)' })
    .max(6, { error: 'digestWeekday must be a day of the week, 0 (Sunday) to 6 (Saturday)' }),
});
export type ReminderSettings = z.infer<typeof ReminderSettingsSchema>;

export const defaultReminderSettings: ReminderSettings = {
  inductionReminders: true,
  inductionDaysBefore: [30, 7],
  licenceReminders: true,
  licenceDaysBefore: 30,
  digest: true,
  digestWeekday: 1,
};

/** The answer of GET /api/admin/settings/reminders: the settings and when the daily run last ran. */
export const ReminderStatusSchema = z.object({
  settings: ReminderSettingsSchema,
  /** The company's day (YYYY-MM-DD) of the last daily run; null before the first. */
  lastRunOn: z.string().nullable(),
  timeZone: z.string(),
});
export type ReminderStatus = z.infer<typeof ReminderStatusSchema>;

/** The answer of POST /api/admin/settings/reminders/send-digest. */
export const DigestSentSchema = z.object({ sentTo: z.string() });
export type DigestSent = z.infer<typeof DigestSentSchema>;
