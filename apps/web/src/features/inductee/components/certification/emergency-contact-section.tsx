import { Trans, useLingui } from '@lingui/react/macro';
import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { CertificationFormFields } from '../../lib/certification-form-schema';
import { useValidationMessage } from '../../lib/validation-messages';

/** Whom to call if something happens to the inductee on site (spec §3). */
export function EmergencyContactSection() {
  const { t } = useLingui();
  const translate = useValidationMessage();
  const { register, formState } = useFormContext<CertificationFormFields>();
  const { errors } = formState;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-3">
      <legend className="mb-2 font-semibold text-slate-900">
        <Trans>Emergency contact</Trans>
      </legend>
      <FormField
        id="cert-emergency-name"
        label={t`Emergency Contact Name`}
        error={translate(errors.emergencyContactName?.message)}
      >
        <Input autoComplete="off" {...register('emergencyContactName')} />
      </FormField>
      <FormField
        id="cert-emergency-phone"
        label={t`Emergency Contact Phone`}
        error={translate(errors.emergencyContactPhone?.message)}
      >
        <Input type="tel" inputMode="tel" autoComplete="off" {...register('emergencyContactPhone')} />
      </FormField>
      <FormField
        id="cert-emergency-relationship"
        label={t`Relationship`}
        error={translate(errors.emergencyContactRelationship?.message)}
      >
        <Input autoComplete="off" {...register('emergencyContactRelationship')} />
      </FormField>
    </fieldset>
  );
}
