import { Trans, useLingui } from '@lingui/react/macro';
import { SendIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { CompletionResponse, RequiredLicence } from '@crane/contract';
import { Button } from '@/components/ui/button';
import { UploadProgress } from '@/components/ui/upload-progress';
import { completionFailureMessage, useCompleteInduction } from '../api/complete-induction';
import {
  certificationFormResolver,
  emptyCertificationForm,
  type CertificationFormFields,
  type CertificationFormValues,
} from '../lib/certification-form-schema';
import { toCertificationSubmission } from '../lib/certification-submission';
import { showInvalidCertificationToast } from '../lib/invalid-certification-toast';
import { fieldProblems } from '../lib/form-problems';
import { missingLicencesOf, missingLicenceText, type MissingLicence } from '../lib/missing-licences';
import { formatCountdown } from '../lib/page-timing';
import { AgreementField } from './certification/agreement-field';
import { ErrorSummary } from './certification/error-summary';
import { DocumentField } from './certification/document-field';
import { EmergencyContactSection } from './certification/emergency-contact-section';
import { HrwlDetails } from './certification/hrwl-details';
import { LicenceSection } from './certification/licence-section';
import { OtherLicencesSection } from './certification/other-licences-section';
import { PersonalDetailsSection } from './certification/personal-details-section';
import { RequiredLicencesNotice } from './required-licences-notice';

/**
 * The last step (spec §2, §3, §5): who the inductee is, an emergency contact, identification
 * (mandatory), licences with their images, and the agreement. The licences the induction requires
 * (issue 15) are said first, start ticked as held, and are checked before sending.
 */
export function CertificationForm(props: {
  progressId: number;
  requiredLicences: readonly RequiredLicence[];
  canSubmit: boolean;
  secondsLeft: number;
  /** The induction is complete: the player shows the completion screen with the certificate. */
  onCompleted: (completion: CompletionResponse) => void;
  /** Told when sending starts and ends: the player keeps the worker on this page meanwhile. */
  onSendingChange?: (isSending: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const requires = (kind: RequiredLicence['kind']) => props.requiredLicences.some((licence) => licence.kind === kind);
  const form = useForm<CertificationFormFields, unknown, CertificationFormValues>({
    resolver: certificationFormResolver,
    // The error summary takes focus instead, and links to each field.
    shouldFocusError: false,
    defaultValues: {
      ...emptyCertificationForm,
      driversLicense: { ...emptyCertificationForm.driversLicense, isHeld: requires('drivers') },
      hrwl: { ...emptyCertificationForm.hrwl, isHeld: requires('hrwl') },
    },
  });
  const [missingLicences, setMissingLicences] = useState<MissingLicence[]>([]);
  // What is wrong, once a submit was tried: kept up to date as the worker corrects it.
  const { errors, submitCount } = form.formState;
  const problems = submitCount > 0 ? fieldProblems(errors) : [];
  const complete = useCompleteInduction({
    mutationConfig: {
      onSuccess: (completion) => {
        toast.success(t`Induction completed`, { description: t`Thank you for completing this induction.` });
        props.onCompleted(completion);
      },
      onError: (error) => toast.error(t`Submission failed`, { description: completionFailureMessage(error) }),
    },
  });

  const { onSendingChange } = props;
  useEffect(() => onSendingChange?.(complete.isPending), [complete.isPending, onSendingChange]);

  const onSubmit = form.handleSubmit(
    (values) => {
      const missing = missingLicencesOf(props.requiredLicences, values);
      setMissingLicences(missing);
      if (missing.length > 0) {
        toast.error(t`Required licence missing`, { description: missingLicenceText(i18n, missing[0]!) });
        return;
      }
      complete.mutate(toCertificationSubmission(props.progressId, values));
    },
    (invalid) => {
      setFailedSubmits((count) => count + 1);
      showInvalidCertificationToast(invalid);
    },
  );
  const [failedSubmits, setFailedSubmits] = useState(0);
  const timeLeft = formatCountdown(props.secondsLeft);

  return (
    <FormProvider {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        className="space-y-6 border-t border-slate-200 pt-5"
        aria-labelledby="cert-heading"
      >
        <div>
          <h3 id="cert-heading" className="text-lg font-semibold text-slate-900">
            <Trans>Certification</Trans>
          </h3>
          <p className="text-sm text-slate-600">
            <Trans>Complete your details to finish the induction.</Trans>
          </p>
        </div>
        <ErrorSummary problems={problems} focusKey={failedSubmits} />
        <RequiredLicencesNotice required={props.requiredLicences} />
        <PersonalDetailsSection />
        <EmergencyContactSection />
        <fieldset className="space-y-3">
          <legend className="mb-2 font-semibold text-slate-900">
            <Trans>Identification</Trans>
          </legend>
          <DocumentField
            name="identification"
            id="cert-identification"
            label={t`Identification (driver's licence or passport)`}
          />
        </fieldset>
        <LicenceSection
          name="driversLicense"
          title={t`Driver's licence`}
          toggleLabel={t`I hold a driver's licence`}
          numberLabel={t`Driver's Licence Number`}
        />
        <LicenceSection
          name="hrwl"
          title={t`High Risk Work Licence (HRWL)`}
          toggleLabel={t`I hold a High Risk Work Licence`}
          numberLabel={t`HRWL Number`}
        >
          <HrwlDetails />
        </LicenceSection>
        <OtherLicencesSection />
        <AgreementField />
        {missingLicences.length > 0 ? (
          <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
            <ul className="list-disc space-y-1 ps-5">
              {missingLicences.map((missing, index) => (
                // One per requirement, in the induction's order.
                <li key={index}>{missingLicenceText(i18n, missing)}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="space-y-2">
          <Button
            type="submit"
            variant="accent"
            className="w-full sm:w-auto"
            disabled={!props.canSubmit || complete.isPending}
          >
            <SendIcon aria-hidden="true" className="rtl:-scale-x-100" />
            {complete.isPending ? <Trans>Submitting...</Trans> : <Trans>Complete Induction</Trans>}
          </Button>
          <UploadProgress status={complete.upload} />
          {!props.canSubmit ? (
            <p className="text-sm text-slate-600">
              {props.secondsLeft > 0 ? (
                <Trans>You can complete the induction when the timer reaches 0:00 ({timeLeft} left).</Trans>
              ) : (
                <Trans>Sign the acknowledgment above to complete the induction.</Trans>
              )}
            </p>
          ) : null}
        </div>
      </form>
    </FormProvider>
  );
}
