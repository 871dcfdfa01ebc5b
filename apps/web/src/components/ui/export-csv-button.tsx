import { DownloadIcon } from 'lucide-react';
import { toast } from '@/lib/toast';
import { BusyIcon } from './busy-icon';
import { Button } from './button';

/**
 * Export to CSV (the completions, the audit log, the licences): disabled with a spinner while the file
 * is prepared, which a screen reader is told; a failure is told in a toast. `iconOnly` for the
 * completions list's toolbar.
 */
export function ExportCsvButton(props: { isBusy: boolean; onExport: () => Promise<unknown>; iconOnly?: boolean }) {
  const onClick = () =>
    void props
      .onExport()
      .catch((error: unknown) =>
        toast.error('Export failed', { description: error instanceof Error ? error.message : String(error) }),
      );
  return (
    <>
      <Button
        variant="outline"
        {...(props.iconOnly && {
          size: 'icon' as const,
          className: 'shrink-0',
          'aria-label': 'Export to CSV',
          title: 'Export to CSV',
        })}
        disabled={props.isBusy}
        onClick={onClick}
      >
        <BusyIcon isBusy={props.isBusy} icon={DownloadIcon} />
        {props.iconOnly ? null : 'Export to CSV'}
      </Button>
      <span role="status" className="sr-only">
        {props.isBusy ? 'Preparing the CSV export' : ''}
      </span>
    </>
  );
}
