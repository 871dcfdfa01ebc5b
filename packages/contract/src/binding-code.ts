/**
 * The six-digit code emailed to bind a browser to progress on another device (decision 16): one rule
 * for the server's schema (BindingCodeSchema) and the portal's code field, which checks it without zod
 * (issue 16, decision 33).
 */
export const invalidBindingCode = 'Enter the 6-digit code from the email';
export const bindingCodeTypedMax = 20;

/** Spaces typed between the digits are ignored. */
export const normaliseBindingCode = (typed: string) => typed.replace(/\s+/g, '');

/** Why a typed code is refused, or undefined when it is six digits. */
export function bindingCodeProblem(typed: string): string | undefined {
  return typed.length <= bindingCodeTypedMax && /^\d{6}$/.test(normaliseBindingCode(typed))
    ? undefined
    : invalidBindingCode;
}
