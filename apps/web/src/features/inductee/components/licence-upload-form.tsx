import { CheckCircle2Icon, SendIcon, TriangleAlertIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  formatLongDate,
  licenceKindLabels,
  licenceStates,
  LicenceUploadSchema,
  type HrwlClass,
  type LicenceUploadRequest,
} from '@crane/contract';
import { LicenceClassCheckboxes } from '@/components/licence-class-checkboxes';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { UploadProgress } from '@/components/ui/upload-progress';
import { ApiError } from '@/lib/api-client';
import { useLicenceUploadRequest, useSendLicenceUpload } from '../api/licence-upload';
import { acceptedDocumentTypes, documentFile } from '../lib/certification-form-schema';

/** The server's words for a link that cannot be used, or the page's own. */
const failureText = (error: unknown) =>
  error instanceof ApiError && error.serverMessage
    ? error.serverMessage
    : 'The link could not be opened. Please check your connection and try again.';

/**
 * What a one-time licence link opens (issue 15 §2): a small form, without an account, to upload the
 * licence again (after a rejection, with the reason) or its renewal: number, expiry, for a high risk
 * work licence its state and classes, and photos of the front and back. Sent once; the licence then
 * waits for an administrator's check.
 */
export function LicenceUploadForm({ token }: { token: string }) {
  const request = useLicenceUploadRequest(token);
  if (request.isPending) {
    return <p role="status">Loading…</p>;
  }
  if (request.isError) {
    return (
      <Card role="alert" className="flex gap-3 p-5">
        <TriangleAlertIcon className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
        <p className="text-slate-900">{failureText(request.error)}</p>
      </Card>
    );
  }
  return <UploadForm token={token} request={request.data} />;
}

type Errors = Partial<Record<'number' | 'expiry' | 'state' | 'classes' | 'front' | 'back' | 'form', string>>;

function UploadForm({ token, request }: { token: string; request: LicenceUploadRequest }) {
  // Said inside a sentence: "your high risk work licence", "your White Card".
  const title = request.kind === 'other' ? request.name || 'licence' : licenceKindLabels[request.kind].toLowerCase();
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
          <p className="font-semibold text-slate-900">Thank you, your licence was sent</p>
          <p className="text-slate-700">The site office will check it. You can close this page.</p>
        </div>
      </Card>
    );
  }

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
      if (!file) next[side] = `Add a photo of the ${side} of the licence`;
      else {
        const checked = documentFile.safeParse(file);
        if (!checked.success) next[side] = checked.error.issues[0]!.message;
      }
    }
    setErrors(next);
    if (Object.keys(next).length > 0 || !front || !back) return;
    send.mutate(
      { token, number, expiry, state: isHrwl ? state : '', classes: isHrwl ? classes : [], front, back },
      { onError: (error) => setErrors({ form: failureText(error) }) },
    );
  };

  return (
    <Card className="space-y-4 p-5">
      <div className="space-y-1">
        <h2 className="text-lg font-bold text-slate-900">
          {request.purpose === 'renew' ? `Renew your ${title}` : `Upload your ${title} again`}
        </h2>
        <p className="text-slate-700">
          Hello {request.firstName}.{' '}
          {request.purpose === 'renew'
            ? 'Your licence expires soon: send the renewed licence here.'
            : 'The site office could not accept the licence you gave.'}
        </p>
        {request.rejectionReason ? (
          <p className="rounded-lg bg-amber-50 p-3 text-amber-950">
            <span className="font-semibold">Reason:</span> {request.rejectionReason}
          </p>
        ) : null}
        <p className="text-sm text-slate-600">
          This link works once, until{' '}
          {formatLongDate(request.expiresAt, Intl.DateTimeFormat().resolvedOptions().timeZone)}.
        </p>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="upload-number" label="Licence Number" error={errors.number}>
            <Input autoComplete="off" value={number} onChange={(event) => setNumber(event.target.value)} />
          </FormField>
          <FormField id="upload-expiry" label="Expiry Date" error={errors.expiry}>
            <Input type="date" value={expiry} onChange={(event) => setExpiry(event.target.value)} />
          </FormField>
        </div>
        {isHrwl ? (
          <>
            <FormField id="upload-state" label="Issuing State or Territory" error={errors.state}>
              <Select value={state} onChange={(event) => setState(event.target.value)}>
                <option value="">Choose the state or territory</option>
                {licenceStates.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </Select>
            </FormField>
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-800">Classes held</legend>
              <LicenceClassCheckboxes value={classes} onChange={setClasses} />
              {errors.classes ? <p className="text-sm text-red-700">{errors.classes}</p> : null}
            </fieldset>
          </>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <PhotoField id="upload-front" label="Front image" file={front} error={errors.front} onChange={setFront} />
          <PhotoField id="upload-back" label="Back image" file={back} error={errors.back} onChange={setBack} />
        </div>
        {errors.form ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" variant="accent" className="w-full sm:w-auto" disabled={send.isPending}>
          <SendIcon aria-hidden="true" />
          {send.isPending ? 'Sending...' : 'Send licence'}
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
  const hintId = `${props.id}-hint`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      <input
        id={props.id}
        type="file"
        accept={acceptedDocumentTypes}
        aria-describedby={hintId}
        aria-invalid={props.error ? true : undefined}
        className="block w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-700 file:mr-3 file:min-h-11 file:border-0 file:bg-slate-100 file:px-4 file:font-semibold file:text-slate-900"
        onChange={(event) => props.onChange(event.target.files?.[0])}
      />
      <p id={hintId} className={props.error ? 'text-sm text-red-700' : 'text-xs text-slate-600'}>
        {props.error ?? (props.file ? `${props.file.name} selected` : 'A photo or PDF, up to 5MB')}
      </p>
    </div>
  );
}
