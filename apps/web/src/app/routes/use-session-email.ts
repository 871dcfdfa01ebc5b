import { t } from '@lingui/core/macro';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { toast } from '@/lib/toast';

/** Spec §4 Session: without the session's email, toast Session expired and go back to /inductee. */
export function useSessionEmail(email: string | null): string | null {
  const [, navigate] = useLocation();
  const hasRedirected = useRef(false);
  useEffect(() => {
    if (email || hasRedirected.current) return;
    hasRedirected.current = true;
    toast.error(t`Session expired`, { description: t`Please enter your email again to continue` });
    void navigate('/inductee', { replace: true });
  }, [email, navigate]);
  return email;
}
