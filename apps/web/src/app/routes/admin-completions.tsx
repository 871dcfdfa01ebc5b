// The hook's own file rather than the feature's index: the index would bring the whole Manage
// Inductions screen and builder into this tab's chunk (25 KB gzipped) for one query.
import { useInductions } from '@/features/inductions/api/get-inductions';
import { CompletionsPanel } from '@/features/records';

/** The Completed Inductions tab; its filter menu lists the inductions of the Manage Inductions tab. */
export function AdminCompletions() {
  const inductions = useInductions();
  return <CompletionsPanel inductions={inductions} />;
}
