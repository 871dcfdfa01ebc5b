import { BindingLinkPanel } from '@/features/inductee';
import { EntryScreen } from './entry-screen';

/** The address of the emailed link (/inductee/link#token): binds this browser to the progress. */
export function InducteeLink() {
  return (
    <EntryScreen title="Continue Your Induction">
      <BindingLinkPanel />
    </EntryScreen>
  );
}
