import { Trans, useLingui } from '@lingui/react/macro';
import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { CertificationFormFields } from '../../lib/certification-form-schema';
import { useValidationMessage } from '../../lib/validation-messages';

/** Who the inductee is (spec §3). */
export function PersonalDetailsSection() {
  const { t } = useLingui();
  const translate = useValidationMessage();
  const { register, formState } = useFormContext<CertificationFormFields>();
  const { errors } = formState;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-semibold text-slate-900">
        <Trans>Your details</Trans>
      </legend>
      <FormField id="cert-first-name" label={t`First Name`} error={translate(errors.firstName?.message)}>
        <Input autoComplete="given-name" {...register('firstName')} />
      </FormField>
      <FormField id="cert-last-name" label={t`Last Name`} error={translate(errors.lastName?.message)}>
        <Input autoComplete="family-name" {...register('lastName')} />
      </FormField>
      <FormField id="cert-phone" label={t`Phone`} error={translate(errors.phone?.message)}>
        <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
      </FormField>
      <FormField
        id="cert-company"
        label={t({ message: 'Company', comment: 'The company the worker works for' })}
        error={translate(errors.company?.message)}
      >
        <Input autoComplete="organization" {...register('company')} />
      </FormField>
    </fieldset>
  );
}
