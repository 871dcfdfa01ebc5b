import { zodResolver } from '@hookform/resolvers/zod';
import { CheckIcon, XIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import {
  formatDateTime,
  formatIsoDay,
  formatLongDate,
  hrwlClassLabel,
  licenceExpiryLabels,
  licenceExpiryState,
  licenceKindLabels,
  licenceStatusLabels,
  RejectLicenceSchema,
  type Licence,
  type LicenceKind,
  type RejectLicence,
} from '@crane/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useRejectLicence, useVerifyLicence } from '../api/review-licence';
import { LicencePhotosCheck } from './licence-photos-check';

const statusVariants = { pending: 'warning', verified: 'success', rejected: 'destructive' } as const;
const expiryVariants = { valid: 'success', expiring: 'warning', expired: 'destructive', none: 'neutral' } as const;

/** "High Risk Work Licence", or an other licence by its name. */
export const licenceTitle = (licence: { kind: LicenceKind; name: string }) =>
  licence.kind === 'other' ? licence.name || 'Other licence' : licenceKindLabels[licence.kind];

/** The status of a licence's check, as a badge. */
export function LicenceStatusBadge({ licence }: { licence: Licence }) {
  return <Badge variant={statusVariants[licence.status]}>{licenceStatusLabels[licence.status]}</Badge>;
}

/** Where a licence's expiry stands today, in the company's time zone, as a badge. */
export function LicenceExpiryBadge({ expiry, timeZone }: { expiry: string; timeZone: string }) {
  const state = licenceExpiryState(expiry, formatIsoDay(new Date().toISOString(), timeZone));
  return <Badge variant={expiryVariants[state]}>{licenceExpiryLabels[state]}</Badge>;
}

/**
 * One licence of a completion for an administrator to check (issue 15 §2): what it says, its front
 * and back side by side at the dialog's width (each opens full size), its status, Verify or Reject
 * while it is the person's current licence, and Check photos while it has one.
 */
export function LicenceReview({ licence, owner, timeZone }: { licence: Licence; owner: string; timeZone: string }) {
  const title = licenceTitle(licence);
  const verify = useVerifyLicence();
  const onVerify = () =>
    verify.mutate(
      { licenceId: licence.id },
      {
        onSuccess: () => toast.success('Licence verified', { description: `${owner}: ${title}` }),
        onError: (error) => toast.error('Verify failed', { description: error.message }),
      },
    );
  const hasPhoto = licence.frontUrl !== null || licence.backUrl !== null;
  const facts: [string, string][] = [
    ['Number', licence.number],
    ['Expiry', licence.expiry === '' ? '' : formatLongDate(licence.expiry, timeZone)],
  ];
  if (licence.kind === 'hrwl') {
    facts.push(['Issuing state', licence.state], ['Classes', licence.classes.map(hrwlClassLabel).join('; ')]);
  }
  return (
    <article
      aria-label={`${title}${licence.isCurrent ? '' : ' (replaced)'}`}
      className="space-y-2 rounded-lg border border-slate-200 p-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-medium text-slate-900">{title}</h4>
        <LicenceStatusBadge licence={licence} />
        {licence.expiry ? <LicenceExpiryBadge expiry={licence.expiry} timeZone={timeZone} /> : null}
        {licence.replacesId !== null ? <Badge variant="info">Uploaded again</Badge> : null}
        {licence.isCurrent ? null : <Badge variant="neutral">Replaced</Badge>}
      </div>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[8rem_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd className="break-words text-slate-900">{value || '—'}</dd>
          </div>
        ))}
        {licence.reviewedAt !== null ? (
          <div className="contents">
            <dt className="text-slate-600">{licence.status === 'rejected' ? 'Rejected' : 'Verified'}</dt>
            <dd className="text-slate-900">
              {formatDateTime(licence.reviewedAt, timeZone)} by {licence.reviewedBy}
            </dd>
          </div>
        ) : null}
        {licence.rejectionReason ? (
          <div className="contents">
            <dt className="text-slate-600">Reason</dt>
            <dd className="break-words text-slate-900">{licence.rejectionReason}</dd>
          </div>
        ) : null}
      </dl>
      <div className="grid gap-2 sm:grid-cols-2">
        <LicencePhoto url={licence.frontUrl} label={`${title} front`} />
        <LicencePhoto url={licence.backUrl} label={`${title} back`} />
      </div>
      {licence.isCurrent || hasPhoto ? (
        <div className="flex flex-wrap items-center gap-2">
          {licence.isCurrent && licence.status !== 'verified' ? (
            <Button size="small" variant="outline" disabled={verify.isPending} onClick={onVerify}>
              <CheckIcon aria-hidden="true" />
              Verify
            </Button>
          ) : null}
          {licence.isCurrent && licence.status !== 'rejected' ? (
            <RejectLicenceDialog licence={licence} owner={owner} />
          ) : null}
          {hasPhoto ? <LicencePhotosCheck licenceId={licence.id} timeZone={timeZone} /> : null}
        </div>
      ) : null}
    </article>
  );
}

const isPdf = (url: string) => url.toLowerCase().endsWith('.pdf');

/** A photo at the column's width, opening full size; a PDF as a link; a missing side said so. */
function LicencePhoto({ url, label }: { url: string | null; label: string }) {
  if (url === null) {
    return (
      <p className="flex min-h-24 items-center justify-center rounded border border-dashed border-slate-300 text-slate-600">
        No photo of the {label.endsWith('front') ? 'front' : 'back'}
      </p>
    );
  }
  return isPdf(url) ? (
    <a className="text-navy-700 underline" href={url} target="_blank" rel="noreferrer">
      {label} (PDF)
    </a>
  ) : (
    <a href={url} target="_blank" rel="noreferrer" aria-label={`Open ${label} full size`}>
      <img src={url} alt={label} className="w-full rounded border border-slate-200 bg-slate-50 object-contain" />
    </a>
  );
}

const emptyRejection: RejectLicence = { reason: '' };

/** Reject, with a reason of 3 to 500 characters: the worker is emailed it with a one-time upload link. */
function RejectLicenceDialog({ licence, owner }: { licence: Licence; owner: string }) {
  const reject = useRejectLicence();
  const form = useForm({ resolver: zodResolver(RejectLicenceSchema), defaultValues: emptyRejection });
  const { errors } = form.formState;
  const { isOpen, onOpenChange, send } = useDialogForm(form.reset, emptyRejection);
  const title = licenceTitle(licence);
  const onSubmit = form.handleSubmit(({ reason }) =>
    send(() => reject.mutateAsync({ licenceId: licence.id, reason }), {
      success: {
        title: 'Licence rejected',
        description: `${owner} was emailed the reason and a link to upload the licence again.`,
      },
      failure: { title: 'Reject failed', fallback: 'There was an error rejecting the licence.' },
    }),
  );
  return (
    <FormDialog
      title={`Reject ${title}`}
      description={`${owner} will be emailed this reason and a one-time link, valid for 14 days, to upload a corrected licence.`}
      trigger={
        <Button size="small" variant="ghost" className="text-red-800">
          <XIcon aria-hidden="true" />
          Reject
        </Button>
      }
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onSubmit={onSubmit}
      submitLabel="Reject"
      busyLabel="Rejecting..."
      isBusy={reject.isPending}
      isDestructive
    >
      <FormField id={`reject-licence-${licence.id}`} label="Reason" error={errors.reason?.message}>
        <Textarea placeholder="e.g. The photo of the back is blurred" {...form.register('reason')} />
      </FormField>
    </FormDialog>
  );
}
