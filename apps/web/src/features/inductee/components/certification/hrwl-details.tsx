import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, useFormContext } from 'react-hook-form';
import { licenceStates } from '@crane/contract';
import { LicenceClassCheckboxes } from '@/components/licence-class-checkboxes';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';
import type { CertificationFormFields } from '../../lib/certification-form-schema';
import { useValidationMessage } from '../../lib/validation-messages';

/**
 * What a High Risk Work Licence says beyond its number (issue 15): the state or territory that issued
 * it, and the classes it holds, ticked from the national list with their names.
 */
export function HrwlDetails() {
  const { t } = useLingui();
  const translate = useValidationMessage();
  const { register, control, formState } = useFormContext<CertificationFormFields>();
  const errors = formState.errors.hrwl;
  return (
    <div className="space-y-4">
      <FormField id="cert-hrwl-state" label={t`Issuing State or Territory`} error={translate(errors?.state?.message)}>
        <Select {...register('hrwl.state')}>
          <option value="">{t`Choose the state or territory`}</option>
          {licenceStates.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </Select>
      </FormField>
      <fieldset aria-describedby={errors?.classes ? 'cert-hrwl-classes-error' : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800">
          <Trans>Classes held</Trans>
        </legend>
        <Controller
          control={control}
          name="hrwl.classes"
          render={({ field }) => (
            // The first class is where the error summary sends the worker.
            <LicenceClassCheckboxes value={field.value} onChange={field.onChange} firstId="cert-hrwl-classes" />
          )}
        />
        {errors?.classes ? (
          <p id="cert-hrwl-classes-error" className="text-sm text-red-700">
            {translate(errors.classes.message)}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
