import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2Icon, SendIcon, TriangleAlertIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { licenceStates, LicenceUploadSchema, type HrwlClass, type LicenceUploadRequest } from '@crane/contract';
import { LicenceClassCheckboxes } from '@/components/licence-class-checkboxes';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { UploadProgress } from '@/components/ui/upload-progress';
import { ApiError } from '@/lib/api-client';
import { formatWorkerLongDate } from '@/lib/worker-dates';
import { useLicenceUploadRequest, useSendLicenceUpload } from '../api/licence-upload';
import { acceptedDocumentTypes, documentFile } from '../lib/certification-form-schema';
import { useValidationMessage } from '../lib/validation-messages';

/** The server's words for a link that cannot be used, or the page's own in the language of `i18n`. */
const failureText = (i18n: I18n, error: unknown) =>
  error instanceof ApiError && error.serverMessage
    ? error.serverMessage
    : i18n._(msg`The link could not be opened. Please check your connection and try again.`);

/** The heading: which licence, by its kind (an other licence by the name the worker gave it), and why. */
function uploadHeading(i18n: I18n, request: LicenceUploadRequest): string {
  const isRenewal = request.purpose === 'renew';
  if (request.kind === 'drivers') {
    return isRenewal ? i18n._(msg`Renew your driver's licence`) : i18n._(msg`Upload your driver's licence again`);
  }
  if (request.kind === 'hrwl') {
    return isRenewal
      ? i18n._(msg`Renew your high risk work licence`)
      : i18n._(msg`Upload your high risk work licence again`);
  }
  // "your White Card".
  const licenceName = request.name;
  if (licenceName === '') {
    return isRenewal ? i18n._(msg`Renew your licence`) : i18n._(msg`Upload your licence again`);
  }
  return isRenewal ? i18n._(msg`Renew your ${licenceName}`) : i18n._(msg`Upload your ${licenceName} again`);
}

/**
 * What a one-time licence link opens (issue 15 §2): a small form, without an account, to upload the
 * licence again (after a rejection, with the reason) or its renewal: number, expiry, for a high risk
 * work licence its state and classes, and photos of the front and back. Sent once; the licence then
 * waits for an administrator's check.
 */
export function LicenceUploadForm({ token }: { token: string }) {
  const { i18n } = useLingui();
  const request = useLicenceUploadRequest(token);
  if (request.isPending) {
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (request.isError) {
    return (
      <Card role="alert" className="flex gap-3 p-5">
        <TriangleAlertIcon className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
        <p className="text-slate-900">{failureText(i18n, request.error)}</p>
      </Card>
    );
  }
  return <UploadForm token={token} request={request.data} />;
}

type Errors = Partial<Record<'number' | 'expiry' | 'state' | 'classes' | 'front' | 'back' | 'form', string>>;

function UploadForm({ token, request }: { token: string; request: LicenceUploadRequest }) {
  const { t, i18n } = useLingui();
  const translate = useValidationMessage();
  const isHrwl = request.kind === 'hrwl';
  const [number, setNumber] = useState(request.number);
  const [expiry, setExpiry] = useState('');
  const [state, setState] = useState(request.state);
  const [classes, setClasses] = useState<HrwlClass[]>(request.classes);
  const [front, setFront] = useState<File>();
  const [back, setBack] = useState<File>();
  const [errors, setErrors] = useState<Errors>({});
  const send = useSendLicenceUpload();

  if (send.isSuccess) {
    return (
      <Card role="status" className="flex gap-3 p-5">
        <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
        <div>
          <p className="font-semibold text-slate-900">
            <Trans>Thank you, your licence was sent</Trans>
          </p>
          <p className="text-slate-700">
            <Trans>The site office will check it. You can close this page.</Trans>
          </p>
        </div>
      </Card>
    );
  }

  const missingPhotoTexts = {
    front: t`Add a photo of the front of the licence`,
    back: t`Add a photo of the back of the licence`,
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    const parsed = LicenceUploadSchema.safeParse({ number, expiry, state, classes });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
    }
    for (const [side, file] of [
      ['front', front],
      ['back', back],
    ] as const) {
      if (!file) next[side] = missingPhotoTexts[side];
      else {
        const checked = documentFile.safeParse(file);
        if (!checked.success) next[side] = checked.error.issues[0]!.message;
      }
    }
    setErrors(next);
    if (Object.keys(next).length > 0 || !front || !back) return;
    send.mutate(
      { token, number, expiry, state: isHrwl ? state : '', classes: isHrwl ? classes : [], front, back },
      { onError: (error) => setErrors({ form: failureText(i18n, error) }) },
    );
  };

  const firstName = request.firstName;
  const rejectionReason = request.rejectionReason;
  // The day in this phone's time zone.
  const linkExpiryDate = formatWorkerLongDate(i18n, request.expiresAt);
  return (
    <Card className="space-y-4 p-5">
      <div className="space-y-1">
        <h2 className="text-lg font-bold text-slate-900">{uploadHeading(i18n, request)}</h2>
        <p className="text-slate-700">
          <Trans>Hello {firstName}.</Trans>{' '}
          {request.purpose === 'renew' ? (
            <Trans>Your licence expires soon: send the renewed licence here.</Trans>
          ) : (
            <Trans>The site office could not accept the licence you gave.</Trans>
          )}
        </p>
        {rejectionReason ? (
          <p className="rounded-lg bg-amber-50 p-3 text-amber-950">
            <Trans>
              <span className="font-semibold">Reason:</span> {rejectionReason}
            </Trans>
          </p>
        ) : null}
        <p className="text-sm text-slate-600">
          <Trans>This link works once, until {linkExpiryDate}.</Trans>
        </p>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="upload-number" label={t`Licence Number`} error={translate(errors.number)}>
            <Input autoComplete="off" value={number} onChange={(event) => setNumber(event.target.value)} />
          </FormField>
          <FormField id="upload-expiry" label={t`Expiry Date`} error={translate(errors.expiry)}>
            <Input type="date" value={expiry} onChange={(event) => setExpiry(event.target.value)} />
          </FormField>
        </div>
        {isHrwl ? (
          <>
            <FormField id="upload-state" label={t`Issuing State or Territory`} error={translate(errors.state)}>
              <Select value={state} onChange={(event) => setState(event.target.value)}>
                <option value="">{t`Choose the state or territory`}</option>
                {licenceStates.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </Select>
            </FormField>
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-800">
                <Trans>Classes held</Trans>
              </legend>
              <LicenceClassCheckboxes value={classes} onChange={setClasses} />
              {errors.classes ? <p className="text-sm text-red-700">{translate(errors.classes)}</p> : null}
            </fieldset>
          </>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <PhotoField
            id="upload-front"
            label={t`Front image`}
            file={front}
            error={translate(errors.front)}
            onChange={setFront}
          />
          <PhotoField
            id="upload-back"
            label={t`Back image`}
            file={back}
            error={translate(errors.back)}
            onChange={setBack}
          />
        </div>
        {errors.form ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" variant="accent" className="w-full sm:w-auto" disabled={send.isPending}>
          <SendIcon aria-hidden="true" className="rtl:-scale-x-100" />
          {send.isPending ? <Trans>Sending...</Trans> : <Trans>Send licence</Trans>}
        </Button>
        <UploadProgress status={send.upload} />
      </form>
    </Card>
  );
}

function PhotoField(props: {
  id: string;
  label: string;
  file: File | undefined;
  error: string | undefined;
  onChange: (file: File | undefined) => void;
}) {
  const { t } = useLingui();
  const hintId = `${props.id}-hint`;
  const fileName = props.file?.name;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      <input
        id={props.id}
        type="file"
        accept={acceptedDocumentTypes}
        aria-describedby={hintId}
        aria-invalid={props.error ? true : undefined}
        className="block w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-700 file:me-3 file:min-h-11 file:border-0 file:bg-slate-100 file:px-4 file:font-semibold file:text-slate-900"
        onChange={(event) => props.onChange(event.target.files?.[0])}
      />
      <p id={hintId} className={props.error ? 'text-sm text-red-700' : 'text-xs text-slate-600'}>
        {props.error ?? (props.file ? t`${fileName} selected` : t`A photo or PDF, up to 5MB`)}
      </p>
    </div>
  );
}
