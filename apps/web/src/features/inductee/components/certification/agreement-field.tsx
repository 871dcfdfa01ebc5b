import { Trans } from '@lingui/react/macro';
import { useFormContext } from 'react-hook-form';
import type { CertificationFormFields } from '../../lib/certification-form-schema';
import { useValidationMessage } from '../../lib/validation-messages';

/** The agreement the certification needs (spec §5: You must agree to the terms). */
export function AgreementField() {
  const { register, formState } = useFormContext<CertificationFormFields>();
  const translate = useValidationMessage();
  const error = formState.errors.agreement;
  return (
    <div className="space-y-1">
      <label className="flex cursor-pointer items-start gap-3 text-slate-900">
        <input
          id="cert-agreement"
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-navy-800"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'cert-agreement-error' : undefined}
          {...register('agreement')}
        />
        <span>
          <Trans>
            I confirm that I have read and understood this induction, that the details I have given are true, and that I
            will follow the site&apos;s safety rules.
          </Trans>
        </span>
      </label>
      {error ? (
        <p id="cert-agreement-error" className="text-sm text-red-700">
          {translate(error.message)}
        </p>
      ) : null}
    </div>
  );
}
