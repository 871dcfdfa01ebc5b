import { Trans, useLingui } from '@lingui/react/macro';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { otherLicensesMax } from '@crane/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { CertificationFormFields } from '../../lib/certification-form-schema';
import { useValidationMessage } from '../../lib/validation-messages';
import { DocumentField } from './document-field';

/** Any number of other licences (up to the contract's limit), each with its images. */
export function OtherLicencesSection() {
  const { t, i18n } = useLingui();
  const translate = useValidationMessage();
  const { register, control, formState } = useFormContext<CertificationFormFields>();
  const otherLicenses = useFieldArray({ control, name: 'otherLicenses' });
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 font-semibold text-slate-900">
        <Trans>Other licences</Trans>
      </legend>
      {otherLicenses.fields.map((licence, index) => {
        const licencePosition = i18n.number(index + 1);
        return (
          <div key={licence.id} className="space-y-3 rounded-lg border border-slate-200 p-4">
            <div className="flex items-center justify-between">
              <p className="font-medium text-slate-900">
                <Trans>Other licence {licencePosition}</Trans>
              </p>
              <Button
                variant="ghost"
                size="small"
                className="text-red-700 hover:bg-red-50"
                onClick={() => otherLicenses.remove(index)}
              >
                <Trash2Icon aria-hidden="true" />
                <Trans>Remove</Trans>
              </Button>
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              <FormField id={`cert-other-${index}-name`} label={t`Licence Name`}>
                <Input autoComplete="off" {...register(`otherLicenses.${index}.name`)} />
              </FormField>
              <FormField id={`cert-other-${index}-number`} label={t`Licence Number`}>
                <Input autoComplete="off" {...register(`otherLicenses.${index}.number`)} />
              </FormField>
              <FormField
                id={`cert-other-${index}-expiry`}
                label={t`Expiry Date`}
                error={translate(formState.errors.otherLicenses?.[index]?.expiry?.message)}
              >
                <Input type="date" {...register(`otherLicenses.${index}.expiry`)} />
              </FormField>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <DocumentField
                name={`otherLicenses.${index}.front`}
                id={`cert-other-${index}-front`}
                label={t`Front image`}
              />
              <DocumentField
                name={`otherLicenses.${index}.back`}
                id={`cert-other-${index}-back`}
                label={t`Back image`}
              />
            </div>
          </div>
        );
      })}
      {otherLicenses.fields.length < otherLicensesMax ? (
        <Button variant="outline" onClick={() => otherLicenses.append({ name: '', number: '', expiry: '' })}>
          <PlusIcon aria-hidden="true" />
          <Trans>Add Other Licence</Trans>
        </Button>
      ) : null}
    </fieldset>
  );
}
