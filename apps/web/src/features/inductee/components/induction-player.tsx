import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeftIcon, CheckIcon, ChevronLeftIcon, ChevronRightIcon, TimerIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type {
  CompletionResponse,
  InductionPage,
  InducteeProgress,
  QuizAnswerInput,
  RequiredLicence,
} from '@crane/contract';
import { PageContentView } from '@/components/induction-page/page-content-view';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useIsOnline } from '@/lib/use-is-online';
import { formatWorkerLongDate } from '@/lib/worker-dates';
import { cn } from '@/lib/utils';
import { isAttemptEnded } from '../api/attempt-ended';
import { useInductionContent } from '../api/get-induction-content';
import { useProgress } from '../api/get-progress';
import { usePageSignature } from '../api/page-signature';
import { useRecordQuizAnswers } from '../api/record-quiz-answers';
import { useUpdateProgress } from '../api/update-progress';
import { serverText } from '../lib/server-text';
import { countdownAnnouncement, formatCountdown, requiredTimeText, secondsLeft, stepName } from '../lib/page-timing';
import { useCountdown } from '../lib/use-countdown';
import { RequiredLicencesNotice } from './required-licences-notice';

// The certification form (zod and a form library) and the completion screen load when they are near,
// not with every page: a page of the player stays within its download budget (decision 33).
const loadCertificationForm = () => import('./certification-form');
const CertificationForm = lazy(async () => ({ default: (await loadCertificationForm()).CertificationForm }));
// The signature pad of a page that asks for a signature loads with that page.
const PageSignatureSection = lazy(async () => ({
  default: (await import('./page-signature-section')).PageSignatureSection,
}));
const CompletionScreen = lazy(async () => ({ default: (await import('./completion-screen')).CompletionScreen }));

/**
 * The player (spec §2, §4): one page at a time, each for its minimum time, then the certification,
 * then the completion screen with the worker's certificate (issue 13).
 */
export function InductionPlayer({ progressId }: { progressId: number }) {
  const { t } = useLingui();
  const progress = useProgress(progressId);
  const content = useInductionContent(progressId, { queryConfig: { enabled: progress.isSuccess } });

  if (progress.isPending || (progress.isSuccess && content.isPending)) {
    return (
      <div role="status" aria-busy="true" aria-label={t`Loading induction`} className="space-y-4">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (progress.isError || content.isError || !content.data) {
    const error = progress.error ?? content.error;
    if (isAttemptEnded(error)) {
      // A version asking everyone to take it again ended this attempt: the server's reason says so.
      return <ReturnPanel title={t`This induction was updated`} text={serverText(error, '')} />;
    }
    return (
      <ReturnPanel
        title={t`Page Not Found`}
        text={t`This page doesn't exist or has been removed.`}
        // "Not found" is what the panel says in the worker's language; another failure is told as it came.
        detail={error instanceof ApiError && error.status === 404 ? undefined : error?.message}
      />
    );
  }
  const pages = [...content.data.pages].sort((a, b) => a.order - b.order);
  if (pages.length === 0) {
    return <ReturnPanel title={t`No Content Available`} text={t`This induction doesn't have any content yet.`} />;
  }
  return (
    <Player
      progress={progress.data}
      title={content.data.induction.title}
      requiredLicences={content.data.induction.requiredLicences}
      pages={pages}
    />
  );
}

function Player({
  progress,
  title,
  requiredLicences,
  pages,
}: {
  progress: InducteeProgress;
  title: string;
  requiredLicences: RequiredLicence[];
  pages: InductionPage[];
}) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const updateProgress = useUpdateProgress();
  const recordQuizAnswers = useRecordQuizAnswers();
  // Spec §4: a stored page in range is used; at or above the page count, the last page.
  const [pageIndex, setPageIndex] = useState(() => Math.min(progress.currentPage, pages.length - 1));
  const page = pages[pageIndex]!;
  const isLastPage = pageIndex === pages.length - 1;
  const isCompleted = progress.status === 'completed';
  // A page's countdown runs once its content is on screen: at once, or when its PDF is drawn.
  const [pdfShownOn, setPdfShownOn] = useState<number>();
  const isContentShown = !page.content.pdfUrl || pdfShownOn === page.id;
  const seconds = useCountdown(secondsLeft(progress, page.id, page.minTimeSeconds), String(page.id), isContentShown);
  const needsSignature = page.content.requireSignature;
  const signature = usePageSignature(progress.id, page.id, needsSignature);
  const isSigned = Boolean(signature.data);
  const canLeave = isCompleted || (seconds === 0 && (!needsSignature || isSigned));
  const announcement = countdownAnnouncement(seconds);
  const [completion, setCompletion] = useState<CompletionResponse>();
  // While the certification is sent, the worker stays on its page (Back and Previous are off).
  const [isSending, setIsSending] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A save waiting for the network keeps the worker where they are, and says so calmly.
  const isOnline = useIsOnline();
  const isWaitingForNetwork = !isOnline || updateProgress.isPaused || updateProgress.failureCount > 0;
  const step = i18n._(stepName(pageIndex, pages.length, page.title));
  const inductionTitle = title;
  const timeLeft = formatCountdown(seconds);
  // The heading's name: the step, then the time it needs ("Page 2 of 3: Lift plan, at least 15 seconds").
  const requiredTime = i18n._(requiredTimeText(page.minTimeSeconds));
  const stepWithTime = t({
    message: `${step}, ${requiredTime}`,
    comment:
      'The name of a page of an induction, then the time it needs: "Page 2 of 3: Lift plan, at least 15 seconds"',
  });
  const completedOn = completedDate(progress.completedAt, i18n);

  // Each step opens with focus on its heading, which says where the worker is and the time it needs,
  // and the tab's title names the step (issue 16 §3).
  useEffect(() => {
    headingRef.current?.focus();
  }, [pageIndex]);
  // The next page's PDF (and the viewer) comes while the worker reads this one.
  const nextPdfUrl = pages[pageIndex + 1]?.content.pdfUrl;
  useEffect(() => {
    if (nextPdfUrl)
      void import('@/components/induction-page/pdf-prefetch').then(({ prefetchPdf }) => prefetchPdf(nextPdfUrl));
  }, [nextPdfUrl]);
  // From the page before the last, the certification form's code comes ahead of time.
  const isCertificationNear = !isCompleted && pageIndex >= pages.length - 2;
  useEffect(() => {
    if (isCertificationNear) void loadCertificationForm();
  }, [isCertificationNear]);
  useEffect(() => {
    const before = document.title;
    document.title = t({
      message: `${step} · ${inductionTitle}`,
      comment:
        'The browser tab\'s title: the page of the induction, then the induction: "Page 2 of 3: Lift plan · Crane safety"',
    });
    return () => {
      document.title = before;
    };
  }, [step, inductionTitle, t]);

  const goTo = async (index: number) => {
    try {
      await updateProgress.mutateAsync({ progressId: progress.id, currentPage: index });
      setPageIndex(index);
      window.scrollTo({ top: 0 });
    } catch (error) {
      // An attempt a new version ended turns into the notice instead (api/attempt-ended).
      if (isAttemptEnded(error)) return;
      toast.error(t`Failed to update progress`, { description: t`There was an error saving your progress` });
    }
  };

  // The server marks each Check Answers (the browser has no answer key) and records it for the
  // detailed summary; reviewing a completed induction is marked but changes no record.
  const markQuizAnswers = async (answers: QuizAnswerInput[]) =>
    (await recordQuizAnswers.mutateAsync({ progressId: progress.id, pageId: page.id, answers })).answers;

  const onCompleted = (answer: CompletionResponse) => {
    setCompletion(answer);
    window.scrollTo({ top: 0 });
  };

  if (completion) {
    return (
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <CompletionScreen title={title} progressId={progress.id} certificate={completion.certificate} />
      </Suspense>
    );
  }
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="ghost"
          className="-ms-2"
          disabled={isSending}
          onClick={() => void navigate('/inductee/portal')}
        >
          <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
          <Trans>Back</Trans>
        </Button>
        <h2 dir="auto" className="min-w-0 flex-1 text-xl font-bold break-words text-slate-900">
          {title}
        </h2>
        {isCompleted ? null : (
          <p
            role="timer"
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold tabular-nums',
              seconds > 0 ? 'bg-safety-400 text-navy-950' : 'bg-green-100 text-green-900',
            )}
            aria-label={
              seconds === 0
                ? t`Minimum time reached`
                : isContentShown
                  ? t`Time left on this page: ${timeLeft}`
                  : t`Time for this page: ${timeLeft}, from when the document is shown`
            }
          >
            <TimerIcon className="size-4" aria-hidden="true" />
            {timeLeft}
          </p>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement ? i18n._(announcement) : ''}
      </p>

      {isWaitingForNetwork ? (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <Trans>Offline — your progress will be saved when you are back online</Trans>
        </p>
      ) : null}
      <StepStrip pages={pages} current={pageIndex} />
      {/* Said on the first page too, so that the worker has the licence at hand by the last (issue 15). */}
      {pageIndex === 0 && !isCompleted && !isLastPage ? <RequiredLicencesNotice required={requiredLicences} /> : null}

      <Card className="space-y-5 p-4 sm:p-6">
        <h3
          ref={headingRef}
          tabIndex={-1}
          aria-label={isCompleted ? step : stepWithTime}
          className="text-lg font-semibold text-slate-900 focus:outline-none"
        >
          {page.title}
        </h3>
        <PageContentView
          key={page.id}
          content={page.content}
          language={page.language}
          signature={
            <Suspense fallback={<Skeleton className="h-40 w-full" />}>
              <PageSignatureSection progressId={progress.id} pageId={page.id} />
            </Suspense>
          }
          markQuizAnswers={markQuizAnswers}
          onPdfShown={() => setPdfShownOn(page.id)}
        />
        {isLastPage ? (
          isCompleted ? (
            <p role="status" className="rounded-lg bg-green-50 p-4 font-medium text-green-900">
              <Trans>You completed this induction on {completedOn}.</Trans>
            </p>
          ) : (
            <Suspense fallback={<Skeleton className="h-96 w-full" />}>
              <CertificationForm
                progressId={progress.id}
                requiredLicences={requiredLicences}
                canSubmit={canLeave}
                secondsLeft={seconds}
                onCompleted={onCompleted}
                onSendingChange={setIsSending}
              />
            </Suspense>
          )
        ) : null}
      </Card>

      <div className="flex items-center justify-between gap-3">
        <Button
          variant="outline"
          disabled={pageIndex === 0 || updateProgress.isPending || isSending}
          onClick={() => void goTo(pageIndex - 1)}
        >
          <ChevronLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
          <Trans>Previous</Trans>
        </Button>
        {isLastPage ? null : (
          <Button disabled={!canLeave || updateProgress.isPending} onClick={() => void goTo(pageIndex + 1)}>
            <Trans>Next</Trans>
            <ChevronRightIcon aria-hidden="true" className="rtl:-scale-x-100" />
          </Button>
        )}
      </div>
      {!canLeave && !isLastPage ? (
        <p className="text-center text-sm text-slate-600">
          {seconds > 0 ? (
            <Trans>Next becomes available when the timer reaches 0:00.</Trans>
          ) : (
            <Trans>Sign the acknowledgment above to continue.</Trans>
          )}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The strip of steps (spec §2): each page's title (its number on a phone), a tick on the pages done,
 * the current one marked.
 */
function StepStrip({ pages, current }: { pages: InductionPage[]; current: number }) {
  const { t } = useLingui();
  const pageNumber = current + 1;
  const pageCount = pages.length;
  return (
    <nav aria-label={t`Induction steps`}>
      <p className="mb-2 text-sm font-medium text-slate-700">
        <Trans>
          Page {pageNumber} of {pageCount}
        </Trans>
      </p>
      <ol className="flex gap-1">
        {pages.map((page, index) => {
          const isDone = index < current;
          const stepNumber = index + 1;
          const pageTitle = page.title;
          return (
            <li
              key={page.id}
              aria-current={index === current ? 'step' : undefined}
              className="min-w-0 flex-1 space-y-1"
            >
              <div
                className={cn(
                  'h-2 rounded-full',
                  isDone ? 'bg-navy-700' : index === current ? 'bg-safety-500' : 'bg-slate-300',
                )}
              />
              <p
                className={cn(
                  'flex items-center gap-1 text-xs',
                  index === current ? 'font-semibold text-slate-900' : 'text-slate-600',
                )}
              >
                {isDone ? <CheckIcon className="size-3.5 shrink-0 text-navy-700" aria-hidden="true" /> : null}
                <span className="sm:hidden" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="sr-only sm:not-sr-only sm:truncate">
                  {isDone ? (
                    <Trans>
                      <span className="sr-only">Page {stepNumber}: </span>
                      {pageTitle}
                      <span className="sr-only"> (done)</span>
                    </Trans>
                  ) : (
                    <Trans>
                      <span className="sr-only">Page {stepNumber}: </span>
                      {pageTitle}
                    </Trans>
                  )}
                </span>
              </p>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function ReturnPanel({ title, text, detail }: { title: string; text: string; detail?: string | undefined }) {
  return (
    <Card role="alert" className="space-y-3 p-6 text-center">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <p className="text-slate-700">{text}</p>
      {detail ? <p className="text-sm text-slate-600">{detail}</p> : null}
      <ButtonLink to="/inductee/portal">
        <Trans>Return to your inductions</Trans>
      </ButtonLink>
    </Card>
  );
}

/**
 * The day an induction was completed, written as every worker screen writes a day (`January 05, 2025`
 * in English): a numeric date read month first in English whatever the phone's country.
 */
function completedDate(completedAt: string | null, i18n: I18n): string {
  return completedAt === null ? '' : formatWorkerLongDate(i18n, completedAt);
}
