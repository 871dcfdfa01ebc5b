import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { useExportCompletions } from '../api/export-completions';

/**
 * The Export icon button of the Completed Inductions list (decision 13): a CSV of every completion
 * matching the search and filter, not only the page shown. Disabled with a spinner while it is prepared.
 */
export function ExportCompletionsButton({ filter }: { filter: { q: string; inductionId?: number } }) {
  const exporting = useExportCompletions();
  return <ExportCsvButton iconOnly isBusy={exporting.isPending} onExport={() => exporting.mutateAsync(filter)} />;
}
