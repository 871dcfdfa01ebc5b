import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { getInducteeEmail, InducteeHeader } from '@/features/inductee';

/** The inductee portal; the list of inductions and the player arrive with their own issue. */
export function InducteePortal() {
  const navigate = useNavigate();
  const email = getInducteeEmail();
  const hasRedirected = useRef(false);

  useEffect(() => {
    if (email || hasRedirected.current) return;
    hasRedirected.current = true;
    toast.error('Session expired', { description: 'Please enter your email again to continue' });
    void navigate('/inductee', { replace: true });
  }, [email, navigate]);

  if (!email) return null;
  return (
    <div className="min-h-dvh">
      <InducteeHeader email={email} />
      <main className="mx-auto max-w-5xl px-4 py-6" />
    </div>
  );
}
