import {
  CalendarClockIcon,
  CheckCircle2Icon,
  ClipboardListIcon,
  HourglassIcon,
  IdCardIcon,
  XCircleIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'wouter';
import { formatDateTime, type Dashboard, type IntegrityReport } from '@crane/contract';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { LoadErrorPanel, LoadingRows } from '@/components/ui/load-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useDashboard } from '../api/get-dashboard';
import { EmailAddress } from '@/components/email-address';
import { relativeTime } from '../lib/relative-time';

type Activity = Dashboard['recentActivity'][number];

/** The Dashboard tab (spec §2): three figures, two licence figures (issue 15) and the latest activity. */
export function DashboardPanel() {
  const dashboard = useDashboard();

  if (dashboard.isError) {
    return (
      <div className="space-y-6">
        <h2 className="text-xl font-bold text-slate-900">Dashboard</h2>
        <Card className="p-6">
          <LoadErrorPanel title="Failed to load dashboard data" error={dashboard.error} />
        </Card>
      </div>
    );
  }

  const stats = dashboard.data?.stats;
  const integrity = dashboard.data?.integrity;
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-bold text-slate-900">Dashboard</h2>
      {integrity && !integrity.ok ? <AlteredRecordsWarning report={integrity} /> : null}
      <ul className="grid gap-4 sm:grid-cols-3" aria-label="Summary">
        {/* Spec §2 calls it Total Inductions, but it counts people's inductions, not the courses of
            Manage Inductions: each one in progress (from its first page move, decision 16) or completed. */}
        <StatCard
          label="Inductions Taken"
          hint="In progress or completed"
          value={stats?.totalInductions}
          icon={ClipboardListIcon}
        />
        <StatCard label="Completed Inductions" value={stats?.completedCount} icon={CheckCircle2Icon} />
        <StatCard label="In Progress" value={stats?.inProgressCount} icon={HourglassIcon} />
      </ul>
      <ul className="grid gap-4 sm:grid-cols-2" aria-label="Licences">
        <StatCard
          label="Licences Expiring"
          hint="Within 30 days"
          value={dashboard.data?.licences.expiringSoon}
          icon={CalendarClockIcon}
          to="/admin/licences?expiresWithinDays=30"
        />
        <StatCard
          label="Licences Pending Verification"
          hint="Waiting for a check"
          value={dashboard.data?.licences.pendingVerification}
          icon={IdCardIcon}
          to="/admin/licences?status=pending"
        />
      </ul>
      <Card className="overflow-hidden">
        <div className="flex flex-wrap items-center justify-between gap-2 p-5 pb-3">
          <h3 className="text-base font-semibold text-slate-900">Recent Induction Activity</h3>
          {dashboard.data && dashboard.data.recentActivity.length > 0 ? (
            <Link className="text-sm font-semibold text-navy-700 underline" to="/admin/completions">
              View All Activity
            </Link>
          ) : null}
        </div>
        {dashboard.isPending ? (
          <LoadingRows label="Loading recent activity" rows={4} rowClassName="h-9" className="p-5 pt-0" />
        ) : dashboard.data.recentActivity.length === 0 ? (
          <p className="p-8 pt-4 text-center text-slate-600">No recent activity found.</p>
        ) : (
          <ActivityList activity={dashboard.data.recentActivity} timeZone={dashboard.data.timeZone} />
        )}
      </Card>
    </div>
  );
}

function StatCard(props: {
  label: string;
  /** What the figure counts, where the label alone could mislead. */
  hint?: string;
  value: number | undefined;
  icon: ComponentType<{ className?: string }>;
  /** Where the figure's items are listed: the card is then a link to them. */
  to?: string;
}) {
  const Icon = props.icon;
  const card = (
    <Card className={`flex h-full items-center gap-4 p-5 ${props.to ? 'transition-colors hover:bg-slate-50' : ''}`}>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-navy-900 text-amber-400">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div>
        <p className="text-sm text-slate-600">{props.label}</p>
        {props.value === undefined ? (
          <>
            <Skeleton className="mt-1 h-7 w-12" />
            <span className="sr-only">Loading</span>
          </>
        ) : (
          <p className="text-2xl font-bold text-slate-900">{props.value.toLocaleString('en')}</p>
        )}
        {props.hint ? <p className="text-xs text-slate-600">{props.hint}</p> : null}
      </div>
    </Card>
  );
  return (
    <li>
      {props.to ? (
        <Link to={props.to} className="block h-full rounded-xl focus-visible:outline-2 focus-visible:outline-navy-700">
          {card}
        </Link>
      ) : (
        card
      )}
    </li>
  );
}

const statusLabel = (activity: Activity) => (activity.progress.status === 'completed' ? 'Completed' : 'In Progress');

function StatusBadge({ activity }: { activity: Activity }) {
  return <Badge variant={activity.progress.status === 'completed' ? 'success' : 'info'}>{statusLabel(activity)}</Badge>;
}

/** A table on wide screens; on a phone each entry is a short card, so nothing scrolls sideways. */
function ActivityList({ activity, timeZone }: { activity: Activity[]; timeZone: string }) {
  const now = new Date();
  return (
    <>
      <ul className="divide-y divide-slate-200 md:hidden" aria-label="Recent induction activity">
        {activity.map((entry, index) => (
          <li key={index} className="space-y-1 p-4">
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0 font-semibold break-words text-slate-900">{entry.inductee.name}</p>
              <StatusBadge activity={entry} />
            </div>
            {entry.inductee.name !== entry.inductee.email ? (
              <EmailAddress email={entry.inductee.email} className="block text-sm text-slate-600" />
            ) : null}
            <p className="text-sm text-slate-800">{entry.induction.title || 'Unnamed Induction'}</p>
            <p className="text-sm text-slate-600">
              <LastAccessed at={entry.progress.lastAccessedAt} now={now} timeZone={timeZone} />
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Inductee</TableHead>
              <TableHead>Induction</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Date</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {activity.map((entry, index) => (
              <TableRow key={index}>
                <TableCell>
                  <p className="font-semibold text-slate-900">{entry.inductee.name}</p>
                  {entry.inductee.name !== entry.inductee.email ? (
                    <EmailAddress email={entry.inductee.email} className="block text-slate-600" />
                  ) : null}
                </TableCell>
                <TableCell>{entry.induction.title || 'Unnamed Induction'}</TableCell>
                <TableCell>
                  <StatusBadge activity={entry} />
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  <LastAccessed at={entry.progress.lastAccessedAt} now={now} timeZone={timeZone} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}

/** When the inductee last opened the induction: relative, with the full date and time on hover. */
function LastAccessed({ at, now, timeZone }: { at: string; now: Date; timeZone: string }) {
  return (
    <time dateTime={at} title={formatDateTime(at, timeZone)}>
      {relativeTime(at, now)}
    </time>
  );
}

/**
 * The last check of the sealed records found them altered (decision 28): said at the top of the
 * dashboard until a check finds them intact, with the way to the check's report.
 */
function AlteredRecordsWarning({ report }: { report: IntegrityReport }) {
  return (
    <Card role="alert" className="flex gap-3 border-red-300 bg-red-50 p-5 text-sm text-red-950">
      <XCircleIcon className="size-5 shrink-0 text-red-900" aria-hidden="true" />
      <div className="space-y-1">
        <h3 className="font-semibold text-red-900">The completion records have been altered</h3>
        <p>
          Checked on {formatDateTime(report.checkedAt, report.timeZone)}. First broken completion: #
          {report.firstBrokenCompletionId}. {report.problem}.
        </p>
        <Link className="font-semibold underline" to="/admin/settings?tab=integrity">
          See the record integrity check
        </Link>
      </div>
    </Card>
  );
}
