import { Trans } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { getInducteeEmail, InducteeHeader, InductionPlayer } from '@/features/inductee';
import { useSessionEmail } from './use-session-email';

/** The induction player, at an address of its own so a reload resumes the same induction. */
export function InducteePlayer() {
  const email = useSessionEmail(getInducteeEmail());
  const { progressId } = useParams();
  if (!email) return null;
  const id = progressId && /^[1-9]\d{0,9}$/.test(progressId) ? Number(progressId) : undefined;
  return (
    <div className="min-h-dvh">
      <InducteeHeader email={email} />
      <main className="mx-auto max-w-3xl px-4 py-6">
        {id ? (
          <InductionPlayer progressId={id} />
        ) : (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
            <Trans>Page Not Found: This page doesn&apos;t exist or has been removed.</Trans>
          </p>
        )}
      </main>
    </div>
  );
}
