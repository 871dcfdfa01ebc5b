import { limits } from './limits.ts';

/**
 * What makes an email address valid: one rule for the server's schema (EmailSchema) and the worker's
 * email screen, which checks it without zod to keep its download small (issue 16, decision 33). The
 * pattern is zod's own email pattern, so the rule the server held before is unchanged.
 */
export const invalidEmail = 'Please enter a valid email address';
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Why a typed address (trimmed first) is refused, or undefined when it is valid. */
export function emailProblem(typed: string): string | undefined {
  const email = typed.trim();
  return email.length <= limits.emailMax && emailPattern.test(email) ? undefined : invalidEmail;
}
