import { XIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  auditActionLabels,
  auditActions,
  auditPageSize,
  formatDateTime,
  timeZoneName,
  type AuditAction,
  type AuditEntry,
} from '@crane/contract';
import { EmailAddress } from '@/components/email-address';
import { Button } from '@/components/ui/button';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { Card } from '@/components/ui/card';
import { Input, Select } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadErrorPanel, LoadingRows } from '@/components/ui/load-state';
import { Pager } from '@/components/ui/pager';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useExportAudit } from '../api/export-audit';
import { useAudit, type AuditLogFilter } from '../api/get-audit';
import { describeDetails } from './audit-details';

/** Typing pauses this long before a text filter goes to the server. */
const typingDelayMs = 300;

const noFilter: AuditLogFilter = { actor: '', action: undefined, target: '', from: '', to: '' };
const hasValue = (values: AuditLogFilter) => Object.values(values).some((value) => value !== undefined && value !== '');

/**
 * The Audit Log tab (decision 29): who did what, newest first, filtered and paged on the server, and
 * exported as CSV with the same filters.
 */
export function AuditLogPanel() {
  const [typed, setTyped] = useState<AuditLogFilter>(noFilter);
  const [filter, setFilter] = useState<AuditLogFilter>(noFilter);
  const [page, setPage] = useState(1);
  const [exactTotal, setExactTotal] = useState(false);
  const exporting = useExportAudit();

  // The text filters wait for a pause in typing; the action and the days apply at once.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setFilter(typed);
      setPage(1);
      setExactTotal(false);
    }, typingDelayMs);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const change = (next: Partial<AuditLogFilter>, immediately = false) => {
    const updated = { ...typed, ...next };
    setTyped(updated);
    if (immediately) {
      setFilter(updated);
      setPage(1);
      setExactTotal(false);
    }
  };

  const audit = useAudit({ ...filter, page, pageSize: auditPageSize, exactTotal });
  const data = audit.data;
  const isFiltered = hasValue(filter);

  return (
    <section aria-labelledby="audit-heading" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="audit-heading" className="text-xl font-bold text-slate-900">
          Audit Log
        </h2>
        <ExportCsvButton isBusy={exporting.isPending} onExport={() => exporting.mutateAsync(filter)} />
      </div>
      <Card className="p-4">
        <form
          role="search"
          aria-label="Filter the audit log"
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto_auto_auto] lg:items-end"
          onSubmit={(event) => event.preventDefault()}
        >
          <div className="space-y-1">
            <Label htmlFor="audit-actor">Admin</Label>
            <Input
              id="audit-actor"
              type="search"
              placeholder="Email or ID"
              value={typed.actor}
              onChange={(event) => change({ actor: event.target.value })}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor="audit-action">Action</Label>
            <Select
              id="audit-action"
              value={typed.action ?? ''}
              onChange={(event) =>
                change({ action: (event.target.value || undefined) as AuditAction | undefined }, true)
              }
            >
              <option value="">All actions</option>
              {auditActions.map((action) => (
                <option key={action} value={action}>
                  {auditActionLabels[action]}
                </option>
              ))}
            </Select>
          </div>
          <div className="space-y-1">
            <Label htmlFor="audit-target">Target</Label>
            <Input
              id="audit-target"
              type="search"
              placeholder="Name, title or completion:41"
              value={typed.target}
              onChange={(event) => change({ target: event.target.value })}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor="audit-from">From</Label>
            <Input
              id="audit-from"
              type="date"
              value={typed.from}
              max={typed.to || undefined}
              onChange={(event) => change({ from: event.target.value }, true)}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor="audit-to">To</Label>
            <Input
              id="audit-to"
              type="date"
              value={typed.to}
              min={typed.from || undefined}
              onChange={(event) => change({ to: event.target.value }, true)}
            />
          </div>
          <Button type="button" variant="outline" disabled={!hasValue(typed)} onClick={() => change(noFilter, true)}>
            <XIcon aria-hidden="true" />
            Clear filters
          </Button>
        </form>
      </Card>
      {audit.isError ? (
        <Card className="p-6">
          <LoadErrorPanel title="Failed to load the audit log" error={audit.error} />
        </Card>
      ) : (
        <Card className="overflow-hidden" aria-busy={audit.isFetching}>
          {!data ? (
            <LoadingRows label="Loading the audit log" rows={5} rowClassName="h-12" className="p-5" />
          ) : data.items.length === 0 ? (
            <p className="p-8 text-center text-slate-600">
              {isFiltered ? 'No entries match these filters' : 'No entries yet'}
            </p>
          ) : (
            <>
              <EntryList entries={data.items} timeZone={data.timeZone} />
              <Pager
                label="Pages of the audit log"
                page={data.page}
                pageSize={data.pageSize}
                shown={data.items.length}
                total={data.total}
                isTotalExact={data.isTotalExact}
                onCountAll={() => setExactTotal(true)}
                noun="entries"
                note={`Times in ${data.timeZone} time (${timeZoneName(new Date(), data.timeZone)})`}
                onPage={setPage}
              />
            </>
          )}
        </Card>
      )}
    </section>
  );
}

const targetText = (entry: AuditEntry) =>
  entry.target ? `${entry.target.label}${entry.target.id ? ` (${entry.target.type} ${entry.target.id})` : ''}` : '—';

function Details({ entry }: { entry: AuditEntry }) {
  const lines = describeDetails(entry.details);
  if (lines.length === 0) return null;
  return (
    <ul className="space-y-0.5 text-xs break-words text-slate-600">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** A table from 1024 px; below, a card per entry. */
function EntryList({ entries, timeZone }: { entries: AuditEntry[]; timeZone: string }) {
  return (
    <>
      <ul className="divide-y divide-slate-200 lg:hidden" aria-label="Audit log entries">
        {entries.map((entry) => (
          <li key={entry.id} className="space-y-1 p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <p className="font-semibold text-slate-900">{auditActionLabels[entry.action]}</p>
              <p className="text-sm text-slate-600">{formatDateTime(entry.at, timeZone)}</p>
            </div>
            <p className="text-sm break-words text-slate-800">{targetText(entry)}</p>
            <p className="text-sm break-words text-slate-600">
              <EmailAddress email={entry.actorEmail} /> · {entry.clientAddress}
            </p>
            <Details entry={entry} />
          </li>
        ))}
      </ul>
      <div className="hidden lg:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="px-3">When</TableHead>
              <TableHead className="px-3">Admin</TableHead>
              <TableHead className="px-3">Action</TableHead>
              <TableHead className="px-3">Target</TableHead>
              <TableHead className="px-3">Details</TableHead>
              <TableHead className="px-3">Address</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell className="px-3 whitespace-nowrap">{formatDateTime(entry.at, timeZone)}</TableCell>
                <TableCell className="px-3">
                  <EmailAddress email={entry.actorEmail} />
                </TableCell>
                <TableCell className="px-3 font-semibold whitespace-nowrap">
                  {auditActionLabels[entry.action]}
                </TableCell>
                <TableCell className="min-w-40 px-3 break-words">{targetText(entry)}</TableCell>
                <TableCell className="min-w-48 px-3">
                  <Details entry={entry} />
                </TableCell>
                <TableCell className="px-3 whitespace-nowrap">{entry.clientAddress}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
