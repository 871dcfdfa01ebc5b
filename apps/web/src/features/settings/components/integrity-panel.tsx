import { CheckCircle2Icon, ShieldCheckIcon, XCircleIcon } from 'lucide-react';
import { formatDateTime, type IntegrityReport } from '@crane/contract';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useCheckIntegrity } from '../api/check-integrity';

const completions = (count: number) => `${count.toLocaleString('en-AU')} ${count === 1 ? 'completion' : 'completions'}`;

/**
 * The Integrity tab (decision 28): re-computes the chain of sealed completion records and says whether
 * every record still matches its seal, or which completion is the first that does not.
 */
export function IntegrityPanel() {
  const check = useCheckIntegrity();

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
            is found. It takes about a minute for every million completions.
          </p>
        </CardHeader>
        <CardContent>
          <Button onClick={() => check.mutate()} disabled={check.isPending}>
            <BusyIcon isBusy={check.isPending} icon={ShieldCheckIcon} />
            {check.isPending ? 'Checking...' : 'Check now'}
          </Button>
        </CardContent>
      </Card>
      <div aria-live="polite">
        {check.data ? <IntegrityResult report={check.data} /> : null}
        {check.isError ? (
          <Card role="alert" className="border-red-300 bg-red-50 text-red-950">
            <CardHeader>
              <CardTitle>The check could not be run</CardTitle>
              <p className="text-sm">{check.error.message}</p>
            </CardHeader>
          </Card>
        ) : null}
      </div>
    </div>
  );
}

function IntegrityResult({ report }: { report: IntegrityReport }) {
  const checkedAt = formatDateTime(report.checkedAt, report.timeZone);
  if (report.ok) {
    return (
      <Card className="border-green-300 bg-green-50">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-green-900">
            <CheckCircle2Icon className="size-5" aria-hidden="true" />
            The records are intact
          </CardTitle>
        </CardHeader>
        <CardContent className="text-sm text-green-950">
          {completions(report.checked)} checked on {checkedAt}: each matches its seal and the chain is unbroken.
        </CardContent>
      </Card>
    );
  }
  return (
    <Card role="alert" className="border-red-300 bg-red-50 text-red-950">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-red-900">
          <XCircleIcon className="size-5" aria-hidden="true" />
          The records have been altered
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        <p>
          <span className="font-semibold">First broken completion:</span> #{report.firstBrokenCompletionId}
        </p>
        <p>{report.problem}</p>
        <p>
          {completions(report.checked)} before it matched their seals (checked on {checkedAt}). Keep the database as it
          is and compare it with a backup to find what was changed.
        </p>
      </CardContent>
    </Card>
  );
}
