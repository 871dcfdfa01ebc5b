import type { HrwlClass } from './licence-classes.ts';
import type { RequiredLicence } from './licences.ts';

// Apart from the class names, so the worker's portal and player carry only what they say (decision 33).

/** "C2, C6, C1 or C0". */
export const hrwlClassList = (codes: readonly HrwlClass[]) =>
  codes.length === 1 ? codes[0]! : `${codes.slice(0, -1).join(', ')} or ${codes.at(-1)!}`;

/** What a requirement asks, as the builder, the player and the server's refusal say it. */
export function requiredLicenceText(required: RequiredLicence): string {
  if (required.kind === 'drivers') return "A driver's licence";
  if (required.classes.length === 0) return 'A high risk work licence';
  if (required.classes.length === 1) return `A high risk work licence with class ${hrwlClassList(required.classes)}`;
  return `A high risk work licence with at least one of the classes ${hrwlClassList(required.classes)}`;
}
