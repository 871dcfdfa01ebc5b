import type { ReactNode } from 'react';
import { AlertTriangleIcon, CheckCircle2Icon, ShieldCheckIcon, XCircleIcon } from 'lucide-react';
import {
  alteredRecordsAdvice,
  formatDateTime,
  matchedBeforeBreak,
  type IntegrityCheck,
  type IntegrityReport,
} from '@crane/contract';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useLatestIntegrityCheck, useStartIntegrityCheck } from '../api/integrity-checks';

const completions = (count: number) => `${count.toLocaleString('en-AU')} ${count === 1 ? 'completion' : 'completions'}`;
const count = (value: number) => value.toLocaleString('en-AU');
/** How much of the chain a check has read, in percent (those sealed during the check are read too). */
const share = (checked: number, total: number) => (total === 0 ? 0 : Math.min(100, (100 * checked) / total));

/**
 * The Integrity tab (decision 28): re-computes the chain of sealed completion records and says whether
 * every record still matches its seal, or which completion is the first that does not. The check runs
 * on the server; the tab shows the last one, and how far it is while it runs.
 */
export function IntegrityPanel() {
  const latest = useLatestIntegrityCheck();
  const start = useStartIntegrityCheck();
  const check = latest.data?.check ?? null;
  const isRunning = check?.status === 'running';
  const isBusy = start.isPending || isRunning;

  return (
    <div className="space-y-5">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ShieldCheckIcon className="size-5 text-navy-800" aria-hidden="true" />
            Record integrity
          </CardTitle>
          <p className="text-sm text-slate-600">
            Every completion is sealed when it is recorded, and each seal includes the one before it. The check reads
            every completion again and compares it with its seal, so a record changed, added or deleted outside the app
            is found. It takes about a minute for every million completions, and runs on the server: you can leave this
            page and come back for the result. The server also runs it every night from 02:00 and emails every
            administrator if it finds the records altered.
          </p>
        </CardHeader>
        <CardContent>
          <Button onClick={() => start.mutate()} disabled={isBusy || latest.isPending}>
            <BusyIcon isBusy={isBusy} icon={ShieldCheckIcon} />
            {isBusy ? 'Checking...' : 'Check now'}
          </Button>
        </CardContent>
      </Card>
      <div aria-live="polite" className="space-y-5">
        {check ? <LastCheck check={check} /> : null}
        {start.isError ? <Failure title="The check could not be run" error={start.error} /> : null}
        {latest.isError ? <Failure title="The last check could not be read" error={latest.error} /> : null}
      </div>
    </div>
  );
}

function Failure({ title, error }: { title: string; error: Error }) {
  return (
    <Card role="alert" className="border-red-300 bg-red-50 text-red-950">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <p className="text-sm">{error.message}</p>
      </CardHeader>
    </Card>
  );
}

function LastCheck({ check }: { check: IntegrityCheck }) {
  const started = `Started by ${check.startedBy} on ${formatDateTime(check.startedAt, check.timeZone)}.`;
  if (check.status === 'finished' && check.report) return <IntegrityResult report={check.report} started={started} />;
  if (check.status === 'running') {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Checking the records</CardTitle>
        </CardHeader>
        <CardContent className="space-y-2 text-sm text-slate-700">
          <div
            role="progressbar"
            aria-label="Completions checked"
            aria-valuemin={0}
            aria-valuemax={check.total}
            aria-valuenow={Math.min(check.checked, check.total)}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-navy-800" style={{ width: `${share(check.checked, check.total)}%` }} />
          </div>
          <p>
            {count(check.checked)} of {completions(check.total)} checked so far.
          </p>
          <p className="text-slate-600">{started}</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <OutcomeCard tone="stopped" title="The last check stopped before it finished">
      <p>
        It had checked {count(check.checked)} of {completions(check.total)} when the server running it stopped. Nothing
        is known of the records from it: run the check again.
      </p>
      <p>{started}</p>
    </OutcomeCard>
  );
}

function IntegrityResult({ report, started }: { report: IntegrityReport; started: string }) {
  const checkedAt = formatDateTime(report.checkedAt, report.timeZone);
  if (report.ok) {
    return (
      <OutcomeCard tone="intact" title="The records are intact">
        <p>
          {completions(report.checked)} checked on {checkedAt}: each matches its seal and the chain is unbroken.
        </p>
        <p>{started}</p>
      </OutcomeCard>
    );
  }
  return (
    <OutcomeCard tone="altered" title="The records have been altered">
      <p>
        <span className="font-semibold">First broken completion:</span> #{report.firstBrokenCompletionId}
      </p>
      <p>{report.problem}</p>
      <p>
        {matchedBeforeBreak(report.checked)} (checked on {checkedAt}). {alteredRecordsAdvice}
      </p>
      <p>{started}</p>
    </OutcomeCard>
  );
}

const tones = {
  intact: { icon: CheckCircle2Icon, card: 'border-green-300 bg-green-50 text-green-950', title: 'text-green-900' },
  altered: { icon: XCircleIcon, card: 'border-red-300 bg-red-50 text-red-950', title: 'text-red-900' },
  stopped: { icon: AlertTriangleIcon, card: 'border-amber-300 bg-amber-50 text-amber-950', title: '' },
} as const;

/** A check's outcome: a card in its colour, its icon and title; an alert unless the records are intact. */
function OutcomeCard({ tone, title, children }: { tone: keyof typeof tones; title: string; children: ReactNode }) {
  const { icon: Icon, card, title: titleColour } = tones[tone];
  return (
    <Card role={tone === 'intact' ? undefined : 'alert'} className={card}>
      <CardHeader>
        <CardTitle className={`flex items-center gap-2 ${titleColour}`}>
          <Icon className="size-5" aria-hidden="true" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">{children}</CardContent>
    </Card>
  );
}
