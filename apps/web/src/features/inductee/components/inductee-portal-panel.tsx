import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { toast } from '@/lib/toast';
import type { Induction } from '@crane/contract';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useArrivalFocus } from '@/lib/use-arrival-focus';
import { useAvailableInductions } from '../api/get-available-inductions';
import { useProgressList } from '../api/get-progress-list';
import { isCodeSent, useCodesSent, useStartInduction } from '../api/start-induction';
import { inductionToResume, isOnAnotherDevice, portalEntries } from '../lib/progress-card';
import { serverText } from '../lib/server-text';
import { InductionCard } from './induction-card';

/** The inductee portal (spec §2, §4): a card per induction with its progress and the right button. */
export function InducteePortalPanel({ email }: { email: string }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const historyState = useHistoryState<{ resume?: boolean } | null>();
  const available = useAvailableInductions();
  const progressList = useProgressList(email);
  const start = useStartInduction();
  const codesSent = useCodesSent();
  const hasArrived = useRef(false);
  const headingRef = useArrivalFocus<HTMLHeadingElement>();

  const open = async (induction: Induction) => {
    try {
      const answer = await start.mutateAsync({ email, inductionId: induction.id });
      // A code was emailed instead: the card shows it (useCodesSent).
      if (isCodeSent(answer)) return;
      navigate(`/inductee/progress/${answer.id}`);
    } catch (error) {
      toast.error(t`Failed to start induction`, {
        description: limitOr(error, t`There was an error starting the induction. Please try again.`),
      });
    }
  };

  // "Email me a new code": it replaces the code emailed before, which the worker is told.
  const requestNewCode = async (induction: Induction) => {
    try {
      await start.mutateAsync({ email, inductionId: induction.id, isNewCodeRequested: true });
      toast.success(t`We emailed you a new code`, { description: t`The code emailed before no longer works.` });
    } catch (error) {
      toast.error(t`No new code was emailed`, {
        description: limitOr(error, t`There was an error emailing a new code. Please try again.`),
      });
    }
  };

  const entries = available.data && progressList.data ? portalEntries(available.data, progressList.data) : undefined;
  const shouldResume = historyState?.resume === true;
  // The server's reason, as it said it (spec §8).
  const loadErrorMessage = (available.error ?? progressList.error)?.message ?? '';

  useEffect(() => {
    if (!entries || hasArrived.current) return;
    hasArrived.current = true;
    // Progress under way on another device: its code is emailed at once, so that its card can say so.
    for (const entry of entries) {
      if (isOnAnotherDevice(entry) && entry.status !== 'completed') void open(entry.induction);
    }
    const resumable = shouldResume ? inductionToResume(entries) : undefined;
    if (resumable) void open(resumable.induction);
  });

  return (
    <section aria-labelledby="portal-heading" className="space-y-5">
      <div>
        <h2
          ref={headingRef}
          tabIndex={-1}
          id="portal-heading"
          className="text-xl font-bold text-slate-900 focus:outline-none"
        >
          <Trans>Your Inductions</Trans>
        </h2>
        <p className="text-slate-600">
          <Trans>Choose an induction to start, continue or review.</Trans>
        </p>
      </div>
      {!entries && !(available.isError || progressList.isError) ? (
        <div role="status" aria-busy="true" aria-label={t`Loading inductions`} className="grid gap-4 sm:grid-cols-2">
          {[0, 1].map((index) => (
            <Skeleton key={index} className="h-48 w-full" />
          ))}
        </div>
      ) : available.isError || progressList.isError || !entries ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          <Trans>Failed to load inductions. {loadErrorMessage}</Trans>
        </p>
      ) : entries.length === 0 ? (
        <Card className="space-y-1 p-8 text-center">
          <h3 className="text-lg font-semibold text-slate-900">
            <Trans>No Inductions Available</Trans>
          </h3>
          <p className="text-slate-600">
            <Trans>Please check with your site supervisor.</Trans>
          </p>
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {entries.map((entry) => (
            <li key={entry.induction.id}>
              <InductionCard
                email={email}
                entry={entry}
                codeMessage={isOnAnotherDevice(entry) ? codesSent.get(entry.induction.id)?.message : undefined}
                isBusy={start.isPending}
                onOpen={() => void open(entry.induction)}
                onNewCode={() => void requestNewCode(entry.induction)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A limit's answer says when to try again; any other failure gets the screen's own text. */
const limitOr = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status === 429 ? serverText(error, '') : fallback;
