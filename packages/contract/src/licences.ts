import { z } from 'zod';

/**
 * The High Risk Work Licence classes of the national list (issue 15), with the names a worker picks
 * from. The one home of the list: the certification form, the server's validation, an induction's
 * required licences and the register all read it.
 */
export const hrwlClassNames = {
  CN: 'Non-slewing mobile crane',
  C2: 'Slewing mobile crane (up to 20 t)',
  C6: 'Slewing mobile crane (up to 60 t)',
  C1: 'Slewing mobile crane (up to 100 t)',
  C0: 'Slewing mobile crane (open, over 100 t)',
  CV: 'Vehicle loading crane',
  CB: 'Bridge and gantry crane',
  CD: 'Derrick crane',
  CP: 'Portal boom crane',
  CT: 'Tower crane',
  CS: 'Self-erecting tower crane',
  DG: 'Dogging',
  RB: 'Basic rigging',
  RI: 'Intermediate rigging',
  RA: 'Advanced rigging',
  SB: 'Basic scaffolding',
  SI: 'Intermediate scaffolding',
  SA: 'Advanced scaffolding',
  WP: 'Boom-type elevating work platform',
  PB: 'Concrete placing boom',
  HM: 'Materials hoist',
  HP: 'Personnel and materials hoist',
  LF: 'Forklift truck',
  LO: 'Order-picking forklift truck',
  RS: 'Reach stacker',
} as const;

export type HrwlClass = keyof typeof hrwlClassNames;
export const hrwlClasses = Object.keys(hrwlClassNames) as [HrwlClass, ...HrwlClass[]];

/** The states and territories that issue a High Risk Work Licence. */
export const licenceStates = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export type LicenceState = (typeof licenceStates)[number];

export const LicenceStateSchema = z.enum(licenceStates, {
  error: `The issuing state must be one of ${licenceStates.join(', ')}`,
});

/** The classes held: known codes, each once. */
export const HrwlClassesSchema = z
  .array(z.enum(hrwlClasses, { error: (issue) => `Unknown licence class: ${String(issue.input)}` }), {
    error: 'The licence classes must be a list of class codes',
  })
  .max(hrwlClasses.length)
  .refine((codes) => new Set(codes).size === codes.length, { error: 'Each licence class may be listed once' });

/** "CN Non-slewing mobile crane": how a class is written for people. */
export const hrwlClassLabel = (code: HrwlClass) => `${code} ${hrwlClassNames[code]}`;

/** A licence number as issued: letters and digits, with spaces, dashes or slashes between (or none given). */
export const LicenceNumberSchema = z
  .string()
  .trim()
  .max(100, { error: 'Must be at most 100 characters' })
  .regex(/^([A-Za-z0-9]+([ /-][A-Za-z0-9]+)*)?$/, {
    error: 'A licence number holds letters and digits, with spaces, dashes or slashes between them',
  });
