import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { CertificationFormFields, LicenceName } from '../../lib/certification-form-schema';
import { useValidationMessage } from '../../lib/validation-messages';
import { DocumentField } from './document-field';

type LicenceSectionProps = {
  name: LicenceName;
  /** The section's texts, in the worker's language. */
  title: string;
  toggleLabel: string;
  numberLabel: string;
  /** What this licence asks beyond its number and expiry (the HRWL's state and classes). */
  children?: ReactNode;
};

/**
 * One licence the inductee may hold (the driver's licence, the High Risk Work Licence): a tick, then
 * its number, expiry and images. Unticked, what was typed stays but is neither checked nor sent.
 */
export function LicenceSection({ name, title, toggleLabel, numberLabel, children }: LicenceSectionProps) {
  const { t } = useLingui();
  const translate = useValidationMessage();
  const { register, control, formState } = useFormContext<CertificationFormFields>();
  const isHeld = useWatch({ control, name: `${name}.isHeld` });
  const errors = formState.errors[name];
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 font-semibold text-slate-900">{title}</legend>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-900">
        <input type="checkbox" className="size-5 accent-navy-800" {...register(`${name}.isHeld`)} />
        {toggleLabel}
      </label>
      {isHeld ? (
        <div className="space-y-4 rounded-lg border border-slate-200 p-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`cert-${name}-number`} label={numberLabel} error={translate(errors?.number?.message)}>
              <Input autoComplete="off" {...register(`${name}.number`)} />
            </FormField>
            <FormField id={`cert-${name}-expiry`} label={t`Expiry Date`} error={translate(errors?.expiry?.message)}>
              <Input type="date" {...register(`${name}.expiry`)} />
            </FormField>
          </div>
          {children}
          <div className="grid gap-4 sm:grid-cols-2">
            <DocumentField name={`${name}.front`} id={`cert-${name}-front`} label={t`Front image`} />
            <DocumentField name={`${name}.back`} id={`cert-${name}-back`} label={t`Back image`} />
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}
