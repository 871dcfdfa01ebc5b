import { getInducteeEmail, InducteeHeader, InducteePortalPanel } from '@/features/inductee';
import { useSessionEmail } from './use-session-email';

/** The inductee portal: the inductions on offer and this person's progress. */
export function InducteePortal() {
  const email = useSessionEmail(getInducteeEmail());
  if (!email) return null;
  return (
    <div className="min-h-dvh">
      <InducteeHeader email={email} />
      <main className="mx-auto max-w-5xl px-4 py-6">
        <InducteePortalPanel email={email} />
      </main>
    </div>
  );
}
