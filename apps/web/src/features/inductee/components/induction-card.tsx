import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpenCheckIcon, CheckCircle2Icon, MailIcon, PlayIcon, RotateCcwIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { isCompletionCurrent } from '@crane/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import {
  progressCard,
  progressCardLabelTexts,
  type PortalEntry,
  type ProgressCardAction,
  type ProgressCardLabel,
} from '../lib/progress-card';
import { CertificateDialog } from './certificate-dialog';
import { RequiredLicencesNotice } from './required-licences-notice';

// The code field shows only once a code was emailed: its code loads then (decision 33).
const BindingCodeForm = lazy(async () => ({ default: (await import('./binding-code-form')).BindingCodeForm }));

const badgeVariants = {
  Completed: 'success',
  Available: 'info',
  'In Progress': 'warning',
  'Not Started': 'neutral',
  Expired: 'destructive',
  Revoked: 'critical',
  Reset: 'neutral',
  Updated: 'warning',
} as const satisfies Record<ProgressCardLabel, string>;

type InductionCardProps = {
  email: string;
  entry: PortalEntry;
  /** Set once a code was emailed for this induction's progress on another device: the card's message. */
  codeMessage: string | undefined;
  isBusy: boolean;
  /** Start or continue it (or, on another device, email a code unless one emailed before is live). */
  onOpen: () => void;
  /** On another device: email a new code, which replaces the one before. */
  onNewCode: () => void;
};

/**
 * One induction of the portal (spec §2, §4): icon, title, status badge, description, progress bar,
 * percent and the action, with the Certificate of a completed one (issue 13); for progress on another
 * device, once the code is emailed, the message and the code field instead of the action (decision 16).
 */
export function InductionCard({ email, entry, codeMessage, isBusy, onOpen, onNewCode }: InductionCardProps) {
  const { t, i18n } = useLingui();
  const { induction } = entry;
  const card = progressCard(entry, i18n);
  const inductionTitle = induction.title;
  const actionText = actionTexts(i18n, card.action, inductionTitle);
  const percentDone = i18n.number(card.percent / 100, { style: 'percent' });
  // Only the browser bound to a completed progress gets its certificate (issue 13), and only while
  // the completion stands: a lapsed one is renewed or taken again instead (issue 14).
  const isStanding = !entry.completion || isCompletionCurrent(entry.completion.status);
  const certificate = isStanding ? entry.progress?.certificate : undefined;
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      {/* Where the title and the status do not fit side by side (a small phone, a long translation), the
          status goes below. */}
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-navy-900 text-safety-400">
          {card.label === 'Completed' ? (
            <CheckCircle2Icon className="size-5" aria-hidden="true" />
          ) : (
            <BookOpenCheckIcon className="size-5" aria-hidden="true" />
          )}
        </span>
        <h3 dir="auto" className="min-w-0 grow basis-36 font-semibold break-words text-slate-900">
          {induction.title}
        </h3>
        <Badge variant={badgeVariants[card.label]}>{i18n._(progressCardLabelTexts[card.label])}</Badge>
      </div>
      {card.note ? <p className="text-sm font-medium text-slate-900">{card.note}</p> : null}
      {induction.description ? (
        <p dir="auto" className="text-sm text-slate-700">
          {induction.description}
        </p>
      ) : null}
      <RequiredLicencesNotice required={induction.requiredLicences} />
      <div className="mt-auto space-y-1">
        <div
          className="h-2 overflow-hidden rounded-full bg-slate-200"
          role="progressbar"
          aria-label={t`${inductionTitle} progress`}
          aria-valuenow={card.percent}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-full rounded-full bg-navy-700" style={{ width: `${card.percent}%` }} />
        </div>
        <p className="text-sm text-slate-700">
          <Trans>{percentDone} Complete</Trans>
        </p>
      </div>
      {codeMessage ? (
        <>
          <p role="status" className="flex gap-2 rounded-lg bg-blue-50 p-3 text-sm font-medium text-blue-950">
            <MailIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {codeMessage}
          </p>
          <Suspense fallback={<Skeleton className="h-28 w-full" />}>
            <BindingCodeForm email={email} inductionId={induction.id} title={induction.title} />
          </Suspense>
          <Button variant="ghost" size="small" disabled={isBusy} onClick={onNewCode}>
            <Trans>Email me a new code</Trans>
          </Button>
        </>
      ) : (
        <div className="flex flex-wrap gap-2 [&>button]:flex-1">
          <Button
            variant={card.action === 'Review' ? 'outline' : 'accent'}
            disabled={isBusy}
            onClick={onOpen}
            aria-label={actionText.withTitle}
          >
            {card.action === 'Review' ? <RotateCcwIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
            {actionText.text}
          </Button>
          {certificate && entry.progress ? (
            <CertificateDialog title={induction.title} progressId={entry.progress.id} certificate={certificate} />
          ) : null}
        </div>
      )}
    </Card>
  );
}

/** A card's button in the worker's language: its text, and its accessible name with the induction's title. */
function actionTexts(i18n: I18n, action: ProgressCardAction, inductionTitle: string) {
  switch (action) {
    case 'Review':
      return { text: i18n._(msg`Review`), withTitle: i18n._(msg`Review ${inductionTitle}`) };
    case 'Start':
      return { text: i18n._(msg`Start`), withTitle: i18n._(msg`Start ${inductionTitle}`) };
    case 'Continue':
      return { text: i18n._(msg`Continue`), withTitle: i18n._(msg`Continue ${inductionTitle}`) };
    case 'Renew':
      return { text: i18n._(msg`Renew`), withTitle: i18n._(msg`Renew ${inductionTitle}`) };
    case 'Take again':
      return { text: i18n._(msg`Take again`), withTitle: i18n._(msg`Take again ${inductionTitle}`) };
  }
}
