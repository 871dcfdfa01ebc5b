import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { CertificationFormFields } from '../../lib/certification-form-schema';

/** Who the inductee is (spec §3). */
export function PersonalDetailsSection() {
  const { register, formState } = useFormContext<CertificationFormFields>();
  const { errors } = formState;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-semibold text-slate-900">Your details</legend>
      <FormField id="cert-first-name" label="First Name" error={errors.firstName?.message}>
        <Input autoComplete="given-name" {...register('firstName')} />
      </FormField>
      <FormField id="cert-last-name" label="Last Name" error={errors.lastName?.message}>
        <Input autoComplete="family-name" {...register('lastName')} />
      </FormField>
      <FormField id="cert-phone" label="Phone" error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
      </FormField>
      <FormField id="cert-company" label="Company" error={errors.company?.message}>
        <Input autoComplete="organization" {...register('company')} />
      </FormField>
    </fieldset>
  );
}
