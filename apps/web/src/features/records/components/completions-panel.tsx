import { SearchIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { completionsPageSize, formatShortDate, timeZoneName, type CompletionRecord } from '@crane/contract';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { LoadErrorPanel, LoadingRows } from '@/components/ui/load-state';
import { Pager } from '@/components/ui/pager';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useCompletions } from '../api/get-completions';
import { CompletionActions } from './completion-actions';
import { CompletionDetailsDialog } from './completion-details-dialog';
import { EmailAddress } from '@/components/email-address';
import { ExportCompletionsButton } from './export-completions-button';
import { InductionFilterMenu, type InductionOption, type InductionOptions } from './induction-filter-menu';
import { ValidityBadge } from './validity-badge';

/** Typing pauses this long before the search goes to the server. */
const searchDelayMs = 300;

/**
 * The Completed Inductions tab (spec §2), searched, filtered and paged on the server (decision 13).
 * The inductions of the filter menu come from the app, which composes this feature with the
 * inductions feature.
 */
export function CompletionsPanel({ inductions }: { inductions: InductionOptions }) {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [induction, setInduction] = useState<InductionOption>();
  const [page, setPage] = useState(1);
  const [exactTotal, setExactTotal] = useState(false);
  const [viewed, setViewed] = useState<CompletionRecord>();
  const filterId = useId();
  const filterButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(searchText.trim());
      // Spec §5: a new search starts again from page 1, counted a step past the page (decision 42).
      setPage(1);
      setExactTotal(false);
    }, searchDelayMs);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  const filter = { q: search, inductionId: induction?.id };
  const completions = useCompletions({ ...filter, page, pageSize: completionsPageSize, exactTotal });
  const data = completions.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // A reset can empty the last page: step back to the new last one (state adjusted while rendering).
  if (data && data.items.length === 0 && page > pages) setPage(pages);

  // Like a new search, a new filter starts again from page 1.
  const selectInduction = (next: InductionOption | undefined) => {
    setInduction(next);
    setPage(1);
    setExactTotal(false);
  };

  return (
    <section aria-labelledby="completions-heading" className="space-y-5">
      <h2 id="completions-heading" className="text-xl font-bold text-slate-900">
        Completed Inductions
      </h2>
      <div className="space-y-3">
        <div className="flex items-center gap-2">
          <div className="relative min-w-0 flex-1 sm:max-w-md">
            <SearchIcon
              className="pointer-events-none absolute top-3 left-3 size-5 text-slate-500"
              aria-hidden="true"
            />
            <Input
              type="search"
              className="pl-10"
              placeholder="Search inductees..."
              aria-label="Search inductees"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
            />
          </div>
          <InductionFilterMenu
            inductions={inductions}
            selected={induction}
            onSelect={selectInduction}
            describedBy={induction ? filterId : undefined}
            triggerRef={filterButton}
          />
          <ExportCompletionsButton filter={filter} />
        </div>
        {induction ? (
          <div className="flex">
            <span className="inline-flex max-w-full items-center gap-1 rounded-full border border-slate-300 bg-slate-100 py-0.5 pr-0.5 pl-3 text-sm text-slate-900">
              <span id={filterId} className="min-w-0 break-words">
                Induction: {induction.title}
              </span>
              <button
                type="button"
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-200"
                aria-label="Clear induction filter"
                onClick={() => {
                  selectInduction(undefined);
                  // The chip goes away with its button: keep the keyboard where the filter lives.
                  filterButton.current?.focus();
                }}
              >
                <XIcon className="size-4" aria-hidden="true" />
              </button>
            </span>
          </div>
        ) : null}
      </div>
      {completions.isError ? (
        <Card className="p-6">
          <LoadErrorPanel title="Failed to load completion data" error={completions.error} />
        </Card>
      ) : (
        <Card className="overflow-hidden" aria-busy={completions.isFetching}>
          {!data ? (
            <LoadingRows label="Loading completions" rows={4} rowClassName="h-12" className="p-5" />
          ) : data.items.length === 0 ? (
            <p className="p-8 text-center text-slate-600">
              {search || induction ? 'No matching completions found' : 'No completed inductions found'}
            </p>
          ) : (
            <>
              <CompletionList items={data.items} timeZone={data.timeZone} onView={setViewed} />
              <Pager
                label="Pages of completions"
                page={data.page}
                pageSize={data.pageSize}
                shown={data.items.length}
                total={data.total}
                isTotalExact={data.isTotalExact}
                onCountAll={() => setExactTotal(true)}
                noun="results"
                // The dates are days in the company's zone (decision 22): say which.
                note={`Dates in ${data.timeZone} time (${timeZoneName(new Date(), data.timeZone)})`}
                onPage={setPage}
              />
            </>
          )}
        </Card>
      )}
      {data ? (
        <CompletionDetailsDialog
          record={viewed && data.items.find((item) => item.id === viewed.id)}
          timeZone={data.timeZone}
          onClose={() => setViewed(undefined)}
        />
      ) : null}
    </section>
  );
}

/**
 * A table from 1024 px, where its six columns fit with each email on one line and the actions on one
 * row (1280 px and over); below, a card per completion.
 */
function CompletionList(props: {
  items: CompletionRecord[];
  timeZone: string;
  onView: (record: CompletionRecord) => void;
}) {
  return (
    <>
      <ul className="divide-y divide-slate-200 lg:hidden" aria-label="Completed inductions">
        {props.items.map((record) => (
          <li key={record.id} className="space-y-2 p-4">
            {/* The badge goes below the name and email where it would squeeze them into a narrow column. */}
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0 grow basis-44">
                <p className="font-semibold break-words text-slate-900">
                  {record.inductee.firstName} {record.inductee.lastName}
                </p>
                <EmailAddress email={record.inductee.email} className="block text-sm text-slate-600" />
              </div>
              <ValidityBadge record={record} />
            </div>
            <p className="text-sm text-slate-800">{record.induction.title}</p>
            <p className="text-sm text-slate-600">
              {record.inductee.company} · {formatShortDate(record.completedAt, props.timeZone)}
            </p>
            <CompletionActions record={record} onView={() => props.onView(record)} className="-ml-3" />
          </li>
        ))}
      </ul>
      <div className="hidden lg:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="px-3">Inductee</TableHead>
              <TableHead className="px-3">Company</TableHead>
              <TableHead className="px-3">Induction</TableHead>
              <TableHead className="px-3">Completion Date</TableHead>
              <TableHead className="px-3">Validity</TableHead>
              <TableHead className="px-3 text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {props.items.map((record) => (
              <TableRow key={record.id}>
                <TableCell className="min-w-40 px-3 xl:min-w-56">
                  <p className="font-semibold break-words text-slate-900">
                    {record.inductee.firstName} {record.inductee.lastName}
                  </p>
                  <EmailAddress email={record.inductee.email} className="text-slate-600" />
                </TableCell>
                <TableCell className="px-3 break-words">{record.inductee.company}</TableCell>
                <TableCell className="px-3 break-words">{record.induction.title}</TableCell>
                <TableCell className="px-3 whitespace-nowrap">
                  {formatShortDate(record.completedAt, props.timeZone)}
                </TableCell>
                <TableCell className="px-3 whitespace-nowrap">
                  <ValidityBadge record={record} />
                </TableCell>
                {/* As narrow as its buttons, a little closer than elsewhere: on one row from 1280 px, two to a
                    row on a smaller screen, so that the table fits it without scrolling sideways. */}
                <TableCell className="w-0 px-3">
                  <CompletionActions
                    record={record}
                    onView={() => props.onView(record)}
                    className="grid grid-cols-[auto_auto] justify-items-start xl:flex xl:flex-nowrap xl:justify-end [&>button]:px-2"
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
