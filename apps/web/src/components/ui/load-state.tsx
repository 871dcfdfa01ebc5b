import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Button } from './button';
import { Skeleton } from './skeleton';

type LoadingRowsProps = {
  /** What screen readers hear while it loads: "Loading inductions". */
  label: string;
  rows: number;
  /** The height of each placeholder row, e.g. `h-10`. */
  rowClassName: string;
  className?: string;
};

/** Placeholder rows while data loads, announced as busy. */
export function LoadingRows({ label, rows, rowClassName, className }: LoadingRowsProps) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={cn('space-y-3', className)}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className={cn('w-full', rowClassName)} />
      ))}
    </div>
  );
}

type LoadErrorPanelProps = {
  title: string;
  error: Error;
  /** Loads again; without it the button is spec §2's Refresh Page, which reloads the page. */
  onRetry?: () => void;
  className?: string;
};

/** Data that could not be loaded: what failed, why, and a way to try again (spec §2). */
export function LoadErrorPanel({ title, error, onRetry, className }: LoadErrorPanelProps) {
  const { t } = useLingui();
  return (
    <div role="alert" className={cn('space-y-3 text-red-800', className)}>
      <h3 className="text-lg font-semibold">{title}</h3>
      <p>{error.message || t`There was an error connecting to the database. Please try again.`}</p>
      <Button variant="outline" onClick={onRetry ?? (() => window.location.reload())}>
        {onRetry ? <Trans>Try again</Trans> : <Trans>Refresh Page</Trans>}
      </Button>
    </div>
  );
}

/** The part of a query result that the three states need (TanStack Query's result fits). */
type LoadedQuery<Data> = { data: Data | undefined; isError: boolean; error: Error | null };

type LoadStateProps<Data> = {
  query: LoadedQuery<Data>;
  loading: LoadingRowsProps;
  failure: Omit<LoadErrorPanelProps, 'error'>;
  children: (data: Data) => ReactNode;
};

/**
 * The three states of loaded data: placeholder rows until there is data, the failure with a way to
 * try again, then the content. Data kept while a new query loads (placeholder data) stays shown.
 */
export function LoadState<Data>({ query, loading, failure, children }: LoadStateProps<Data>) {
  if (query.isError) return <LoadErrorPanel {...failure} error={query.error ?? new Error('')} />;
  if (query.data === undefined) return <LoadingRows {...loading} />;
  return children(query.data);
}
