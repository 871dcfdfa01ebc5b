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

/** "CN Non-slewing mobile crane": how a class is written for people. */
export const hrwlClassLabel = (code: HrwlClass) => `${code} ${hrwlClassNames[code]}`;
