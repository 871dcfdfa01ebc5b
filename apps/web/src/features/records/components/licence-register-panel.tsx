import { SearchIcon, XIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import {
  formatLongDate,
  hrwlClasses,
  hrwlClassNames,
  licenceRegisterPageSize,
  licenceStatuses,
  licenceStatusLabels,
  type RegisterLicence,
} from '@crane/contract';
import { EmailAddress } from '@/components/email-address';
import { Button } from '@/components/ui/button';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input, Select } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadErrorPanel, LoadingRows } from '@/components/ui/load-state';
import { Pager } from '@/components/ui/pager';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import {
  licenceFilterOf,
  licenceFilterParams,
  noLicenceFilter,
  useExportLicences,
  useLicenceRegister,
  type LicenceRegisterFilter,
} from '../api/get-licence-register';
import { LicenceExpiryBadge, LicenceReview, LicenceStatusBadge, licenceTitle } from './licence-review';

/** Typing pauses this long before the search goes to the server. */
const typingDelayMs = 300;

const expiryChoices = [
  ['', 'Any expiry'],
  ['expired', 'Expired'],
  ['30', 'Expiring within 30 days'],
  ['60', 'Expiring within 60 days'],
  ['90', 'Expiring within 90 days'],
] as const;

const hasValue = (filter: LicenceRegisterFilter) => Object.values(filter).some((value) => value !== '');
const ownerOf = (licence: RegisterLicence) => `${licence.person.firstName} ${licence.person.lastName}`;

/**
 * The Licences tab (issue 15 §3): the current licence of each person and kind, soonest expiry first,
 * filtered, searched and paged on the server, exported as CSV with the same filters; each licence can
 * be reviewed (verified or rejected) from here. The filters live in the address, so the dashboard's
 * figures link to a filtered register.
 */
export function LicenceRegisterPanel() {
  const [params, setParams] = useSearchParams();
  const filter = licenceFilterOf(params);
  const [typed, setTyped] = useState(filter.q);
  const [page, setPage] = useState(1);
  const [exactTotal, setExactTotal] = useState(false);
  const exporting = useExportLicences();
  const [reviewedId, setReviewedId] = useState<number>();

  const apply = (next: Partial<LicenceRegisterFilter>) => {
    setParams(licenceFilterParams({ ...filter, ...next }), { replace: true });
    setPage(1);
    setExactTotal(false);
  };
  // The search waits for a pause in typing; the other filters apply at once.
  useEffect(() => {
    if (typed === filter.q) return;
    const timer = window.setTimeout(() => apply({ q: typed }), typingDelayMs);
    return () => window.clearTimeout(timer);
  });

  const register = useLicenceRegister({ ...filter, page, pageSize: licenceRegisterPageSize, exactTotal });
  const data = register.data;
  const reviewed = data?.items.find((item) => item.id === reviewedId);

  return (
    <section aria-labelledby="licences-heading" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="licences-heading" className="text-xl font-bold text-slate-900">
          Licences
        </h2>
        <ExportCsvButton isBusy={exporting.isPending} onExport={() => exporting.mutateAsync(filter)} />
      </div>
      <Card className="p-4">
        <form
          role="search"
          aria-label="Filter the licences"
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
          onSubmit={(event) => event.preventDefault()}
        >
          <div className="space-y-1">
            <Label htmlFor="licences-search">Search</Label>
            <div className="relative">
              <SearchIcon
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
                aria-hidden="true"
              />
              <Input
                id="licences-search"
                type="search"
                className="pl-9"
                placeholder="Name, email, company or number"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            </div>
          </div>
          <div className="space-y-1">
            <Label htmlFor="licences-class">Class</Label>
            <Select
              id="licences-class"
              value={filter.class}
              onChange={(event) => apply({ class: event.target.value as LicenceRegisterFilter['class'] })}
            >
              <option value="">All classes</option>
              {hrwlClasses.map((code) => (
                <option key={code} value={code}>
                  {code} {hrwlClassNames[code]}
                </option>
              ))}
            </Select>
          </div>
          <div className="space-y-1">
            <Label htmlFor="licences-status">Status</Label>
            <Select
              id="licences-status"
              value={filter.status}
              onChange={(event) => apply({ status: event.target.value as LicenceRegisterFilter['status'] })}
            >
              <option value="">All statuses</option>
              {licenceStatuses.map((status) => (
                <option key={status} value={status}>
                  {licenceStatusLabels[status]}
                </option>
              ))}
            </Select>
          </div>
          <div className="space-y-1">
            <Label htmlFor="licences-expiry">Expiry</Label>
            <Select
              id="licences-expiry"
              value={filter.expiry}
              onChange={(event) => apply({ expiry: event.target.value })}
            >
              {expiryChoices.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </div>
          <Button
            type="button"
            variant="outline"
            disabled={!hasValue(filter) && typed === ''}
            onClick={() => {
              setTyped('');
              apply(noLicenceFilter);
            }}
          >
            <XIcon aria-hidden="true" />
            Clear filters
          </Button>
        </form>
      </Card>
      {register.isError ? (
        <Card className="p-6">
          <LoadErrorPanel title="Failed to load the licences" error={register.error} />
        </Card>
      ) : (
        <Card className="overflow-hidden" aria-busy={register.isFetching}>
          {!data ? (
            <LoadingRows label="Loading the licences" rows={5} rowClassName="h-12" className="p-5" />
          ) : data.items.length === 0 ? (
            <p className="p-8 text-center text-slate-600">
              {hasValue(filter) ? 'No licences match these filters' : 'No licences recorded yet'}
            </p>
          ) : (
            <>
              <LicenceList licences={data.items} timeZone={data.timeZone} onReview={setReviewedId} />
              <Pager
                label="Pages of the licences"
                page={data.page}
                pageSize={data.pageSize}
                shown={data.items.length}
                total={data.total}
                isTotalExact={data.isTotalExact}
                onCountAll={() => setExactTotal(true)}
                noun="licences"
                note={`Expiry measured from today in ${data.timeZone} (${formatLongDate(data.today, 'UTC')})`}
                onPage={setPage}
              />
            </>
          )}
        </Card>
      )}
      <Dialog open={reviewed !== undefined} onOpenChange={(open) => (open ? undefined : setReviewedId(undefined))}>
        <DialogContent className="max-w-3xl">
          {reviewed ? (
            <>
              <DialogHeader>
                <DialogTitle>{ownerOf(reviewed)}</DialogTitle>
                <DialogDescription>
                  <EmailAddress email={reviewed.person.email} /> · {reviewed.person.company}
                </DialogDescription>
              </DialogHeader>
              <LicenceReview licence={reviewed} owner={ownerOf(reviewed)} timeZone={data!.timeZone} />
            </>
          ) : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}

const kindText = (licence: RegisterLicence) =>
  licence.classes.length > 0 ? `${licenceTitle(licence)}: ${licence.classes.join(', ')}` : licenceTitle(licence);

/** A table from 1024 px; below, a card per licence. */
function LicenceList(props: { licences: RegisterLicence[]; timeZone: string; onReview: (id: number) => void }) {
  const { licences, timeZone, onReview } = props;
  const expiryOf = (licence: RegisterLicence) =>
    licence.expiry === '' ? (
      <span className="text-slate-600">No expiry given</span>
    ) : (
      <span className="flex flex-wrap items-center gap-2">
        <span className="whitespace-nowrap">{formatLongDate(licence.expiry, 'UTC')}</span>
        <LicenceExpiryBadge expiry={licence.expiry} timeZone={timeZone} />
      </span>
    );
  const reviewButton = (licence: RegisterLicence) => (
    <Button
      variant="ghost"
      size="small"
      onClick={() => onReview(licence.id)}
      aria-label={`Review ${licenceTitle(licence)} of ${ownerOf(licence)}`}
    >
      Review
    </Button>
  );
  return (
    <>
      <ul className="divide-y divide-slate-200 lg:hidden" aria-label="Licences">
        {licences.map((licence) => (
          <li key={licence.id} className="space-y-1 p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <p className="font-semibold text-slate-900">{ownerOf(licence)}</p>
              <LicenceStatusBadge licence={licence} />
            </div>
            <p className="text-sm break-words text-slate-600">
              <EmailAddress email={licence.person.email} /> · {licence.person.company}
            </p>
            <p className="text-sm text-slate-900">{kindText(licence)}</p>
            <p className="text-sm text-slate-800">{licence.number || 'No number given'}</p>
            <div className="text-sm">{expiryOf(licence)}</div>
            {reviewButton(licence)}
          </li>
        ))}
      </ul>
      <div className="hidden lg:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="px-3">Person</TableHead>
              <TableHead className="px-3">Company</TableHead>
              <TableHead className="px-3">Licence and classes</TableHead>
              <TableHead className="px-3">Number</TableHead>
              <TableHead className="px-3">Expiry</TableHead>
              <TableHead className="px-3">Status</TableHead>
              <TableHead className="px-3 text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {licences.map((licence) => (
              <TableRow key={licence.id}>
                <TableCell className="px-3">
                  <p className="font-semibold text-slate-900">{ownerOf(licence)}</p>
                  <EmailAddress email={licence.person.email} className="block text-sm text-slate-600" />
                </TableCell>
                <TableCell className="px-3 break-words">{licence.person.company}</TableCell>
                <TableCell className="px-3">{kindText(licence)}</TableCell>
                <TableCell className="px-3 whitespace-nowrap">{licence.number || '—'}</TableCell>
                <TableCell className="px-3">{expiryOf(licence)}</TableCell>
                <TableCell className="px-3">
                  <LicenceStatusBadge licence={licence} />
                </TableCell>
                <TableCell className="px-3 text-right">{reviewButton(licence)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
