import { useLingui } from '@lingui/react/macro';
import { BindingLinkPanel } from '@/features/inductee';
import { EntryScreen } from './entry-screen';

/** The address of the emailed link (/inductee/link#token): binds this browser to the progress. */
export function InducteeLink() {
  const { t } = useLingui();
  return (
    <EntryScreen title={t`Continue Your Induction`} hasLanguagePicker>
      <BindingLinkPanel />
    </EntryScreen>
  );
}
