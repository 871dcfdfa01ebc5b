import { useLingui } from '@lingui/react/macro';
import { useFormContext, useWatch } from 'react-hook-form';
import { Label } from '@/components/ui/label';
import {
  acceptedDocumentTypes,
  type CertificationFormFields,
  type LicenceName,
} from '../../lib/certification-form-schema';
import { useValidationMessage } from '../../lib/validation-messages';

/** The form's file fields: the identification, each licence's front and back. */
export type DocumentFieldName =
  'identification' | `${LicenceName}.${'front' | 'back'}` | `otherLicenses.${number}.${'front' | 'back'}`;

/** A photo or PDF, checked by the form's schema as soon as it is chosen (size, type). */
export function DocumentField({ name, id, label }: { name: DocumentFieldName; id: string; label: string }) {
  const { t } = useLingui();
  const translate = useValidationMessage();
  const { control, setValue, getFieldState, formState } = useFormContext<CertificationFormFields>();
  const file = useWatch({ control, name });
  const error = translate(getFieldState(name, formState).error?.message);
  const hintId = `${id}-hint`;
  const fileName = file?.name;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        type="file"
        accept={acceptedDocumentTypes}
        aria-describedby={hintId}
        aria-invalid={error ? true : undefined}
        className="block w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-700 file:me-3 file:min-h-11 file:border-0 file:bg-slate-100 file:px-4 file:font-semibold file:text-slate-900"
        onChange={(event) => setValue(name, event.target.files?.[0], { shouldDirty: true, shouldValidate: true })}
      />
      <p id={hintId} className={error ? 'text-sm text-red-700' : 'text-xs text-slate-600'}>
        {error ?? (file ? t`${fileName} selected` : t`A photo or PDF, up to 5MB`)}
      </p>
    </div>
  );
}
