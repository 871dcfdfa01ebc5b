import type { ReactNode } from 'react';
import { Button } from './button';

/**
 * The footer of a list paged on the server: which rows of how many, a note (e.g. the time zone of its
 * dates), and Previous, "N of M pages", Next. When the server counted only a step past the page
 * (`isTotalExact` false, decision 42), the total is a floor: "more than", and Count All asks for it.
 */
export function Pager(props: {
  /** The navigation's name, e.g. "Pages of completions". */
  label: string;
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  /** False: `total` is a floor (the server counted a step past the page); true when not given. */
  isTotalExact?: boolean;
  /** Asks the server to count every match; offered while the total is a floor. */
  onCountAll?: () => void;
  /** What the rows are, e.g. "results" or "entries". */
  noun: string;
  note?: ReactNode;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  const from = (props.page - 1) * props.pageSize + 1;
  const isTotalExact = props.isTotalExact ?? true;
  const about = isTotalExact ? '' : 'more than ';
  return (
    <nav
      aria-label={props.label}
      className="flex flex-col gap-3 border-t border-slate-200 p-4 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p>
          Showing {from} to {from + props.shown - 1} of {about}
          {props.total.toLocaleString('en')} {props.noun}
          {isTotalExact || !props.onCountAll ? null : (
            <Button variant="outline" size="small" className="ml-2" onClick={props.onCountAll}>
              Count All
            </Button>
          )}
        </p>
        {props.note ? <p className="text-xs text-slate-600">{props.note}</p> : null}
      </div>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="small" disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
          Previous
        </Button>
        <span aria-current="page">
          {props.page} of {about}
          {pages.toLocaleString('en')} pages
        </span>
        <Button
          variant="outline"
          size="small"
          disabled={props.page >= pages}
          onClick={() => props.onPage(props.page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
