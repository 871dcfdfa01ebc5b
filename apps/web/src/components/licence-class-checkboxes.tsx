import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { hrwlClasses, type HrwlClass } from '@crane/contract';
import { cn } from '@/lib/utils';

/**
 * The names of the national classes (the contract's hrwlClassNames, whose English they keep), in the
 * worker's language (decision 36).
 */
export const hrwlClassNameTexts: Record<HrwlClass, MessageDescriptor> = {
  CN: msg({ message: 'Non-slewing mobile crane', comment: 'High Risk Work Licence class CN (Australia)' }),
  C2: msg({ message: 'Slewing mobile crane (up to 20 t)', comment: 'High Risk Work Licence class C2 (Australia)' }),
  C6: msg({ message: 'Slewing mobile crane (up to 60 t)', comment: 'High Risk Work Licence class C6 (Australia)' }),
  C1: msg({ message: 'Slewing mobile crane (up to 100 t)', comment: 'High Risk Work Licence class C1 (Australia)' }),
  C0: msg({
    message: 'Slewing mobile crane (open, over 100 t)',
    comment: 'High Risk Work Licence class C0 (Australia)',
  }),
  CV: msg({ message: 'Vehicle loading crane', comment: 'High Risk Work Licence class CV (Australia)' }),
  CB: msg({ message: 'Bridge and gantry crane', comment: 'High Risk Work Licence class CB (Australia)' }),
  CD: msg({ message: 'Derrick crane', comment: 'High Risk Work Licence class CD (Australia)' }),
  CP: msg({ message: 'Portal boom crane', comment: 'High Risk Work Licence class CP (Australia)' }),
  CT: msg({ message: 'Tower crane', comment: 'High Risk Work Licence class CT (Australia)' }),
  CS: msg({ message: 'Self-erecting tower crane', comment: 'High Risk Work Licence class CS (Australia)' }),
  DG: msg({ message: 'Dogging', comment: 'High Risk Work Licence class DG (Australia)' }),
  RB: msg({ message: 'Basic rigging', comment: 'High Risk Work Licence class RB (Australia)' }),
  RI: msg({ message: 'Intermediate rigging', comment: 'High Risk Work Licence class RI (Australia)' }),
  RA: msg({ message: 'Advanced rigging', comment: 'High Risk Work Licence class RA (Australia)' }),
  SB: msg({ message: 'Basic scaffolding', comment: 'High Risk Work Licence class SB (Australia)' }),
  SI: msg({ message: 'Intermediate scaffolding', comment: 'High Risk Work Licence class SI (Australia)' }),
  SA: msg({ message: 'Advanced scaffolding', comment: 'High Risk Work Licence class SA (Australia)' }),
  WP: msg({ message: 'Boom-type elevating work platform', comment: 'High Risk Work Licence class WP (Australia)' }),
  PB: msg({ message: 'Concrete placing boom', comment: 'High Risk Work Licence class PB (Australia)' }),
  HM: msg({ message: 'Materials hoist', comment: 'High Risk Work Licence class HM (Australia)' }),
  HP: msg({ message: 'Personnel and materials hoist', comment: 'High Risk Work Licence class HP (Australia)' }),
  LF: msg({ message: 'Forklift truck', comment: 'High Risk Work Licence class LF (Australia)' }),
  LO: msg({ message: 'Order-picking forklift truck', comment: 'High Risk Work Licence class LO (Australia)' }),
  RS: msg({ message: 'Reach stacker', comment: 'High Risk Work Licence class RS (Australia)' }),
};

/**
 * The national High Risk Work Licence classes as ticks, each with its name ("C6 Slewing mobile crane
 * (up to 60 t)"), kept in the list's order: the classes a worker holds, or those a builder requires.
 * The code stays as the licence prints it; the name is in the screen's language.
 */
export function LicenceClassCheckboxes(props: {
  value: readonly HrwlClass[];
  onChange: (classes: HrwlClass[]) => void;
  /** The first tick's id, where an error summary sends the worker. */
  firstId?: string;
  /** Smaller ticks in three columns, for the builder. */
  isCompact?: boolean;
}) {
  const { i18n } = useLingui();
  const toggle = (code: HrwlClass, isTicked: boolean) =>
    props.onChange(hrwlClasses.filter((known) => (known === code ? isTicked : props.value.includes(known))));
  return (
    <div className={cn('grid gap-x-4 sm:grid-cols-2', props.isCompact && 'lg:grid-cols-3')}>
      {hrwlClasses.map((code, index) => (
        <label
          key={code}
          className={cn(
            'flex cursor-pointer items-center text-sm text-slate-900',
            props.isCompact ? 'min-h-9 gap-2' : 'min-h-11 gap-3',
          )}
        >
          <input
            id={index === 0 ? props.firstId : undefined}
            type="checkbox"
            className={cn('shrink-0 accent-navy-800', props.isCompact ? 'size-4' : 'size-5')}
            checked={props.value.includes(code)}
            onChange={(event) => toggle(code, event.target.checked)}
          />
          <span>
            <span className="font-semibold">{code}</span> {i18n._(hrwlClassNameTexts[code])}
          </span>
        </label>
      ))}
    </div>
  );
}
