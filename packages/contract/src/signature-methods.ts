/**
 * How a signature was made (issue 16 §3): drawn on the pad with a finger, pen or mouse, or typed as
 * a name that the pad wrote out. The record says which. Without zod, for the worker's screens.
 */
export const signatureMethods = ['drawn', 'typed'] as const;
export type SignatureMethod = (typeof signatureMethods)[number];
export const signatureMethodLabels: Record<SignatureMethod, string> = { drawn: 'Drawn', typed: 'Typed' };
