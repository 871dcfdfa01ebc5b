import { DownloadIcon } from 'lucide-react';
import { BusyIcon } from './busy-icon';
import { Button } from './button';

/**
 * Export to CSV (the completions, the audit log, the licences): disabled with a spinner while the file
 * is prepared, which a screen reader is told. `iconOnly` for the completions list's toolbar.
 */
export function ExportCsvButton(props: { isBusy: boolean; onExport: () => void; iconOnly?: boolean }) {
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
        onClick={props.onExport}
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
