/** Emails are compared trimmed and lower-cased. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
