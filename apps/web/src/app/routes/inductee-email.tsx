import { useLingui } from '@lingui/react/macro';
import { InducteeEmailForm } from '@/features/inductee';
import { EntryScreen } from './entry-screen';

export function InducteeEmail() {
  const { t } = useLingui();
  return (
    <EntryScreen
      title={t`Start Your Induction`}
      intro={t`Enter your email address to see your inductions.`}
      hasLanguagePicker
    >
      <InducteeEmailForm />
    </EntryScreen>
  );
}
