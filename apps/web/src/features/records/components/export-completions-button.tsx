import { DownloadIcon } from 'lucide-react';
import { toast } from 'sonner';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { useExportCompletions } from '../api/export-completions';

/**
 * The Export icon button of the Completed Inductions list (decision 13): a CSV of every completion
 * matching the search and filter, not only the page shown. Disabled with a spinner while it is prepared.
 */
export function ExportCompletionsButton({ filter }: { filter: { q: string; inductionId?: number } }) {
  const exporting = useExportCompletions();
  const onClick = () =>
    exporting.mutate(filter, {
      onError: (error) => toast.error('Export failed', { description: error.message }),
    });
  return (
    <>
      <Button
        variant="outline"
        size="icon"
        className="shrink-0"
        aria-label="Export to CSV"
        title="Export to CSV"
        disabled={exporting.isPending}
        onClick={onClick}
      >
        <BusyIcon isBusy={exporting.isPending} icon={DownloadIcon} />
      </Button>
      <span role="status" className="sr-only">
        {exporting.isPending ? 'Preparing the CSV export' : ''}
      </span>
    </>
  );
}
