import { InducteeEmailForm } from '@/features/inductee';
import { EntryScreen } from './entry-screen';

export function InducteeEmail() {
  return (
    <EntryScreen title="Start Your Induction" intro="Enter your email address to see your inductions.">
      <InducteeEmailForm />
    </EntryScreen>
  );
}
