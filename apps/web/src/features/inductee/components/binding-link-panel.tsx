import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { toast } from '@/lib/toast';
import { useBindWithLink } from '../api/bind-with-link';
import { setInducteeEmail } from '../lib/inductee-email';
import { serverText } from '../lib/server-text';

/**
 * Opens the emailed link: its token (after `#`, so it never reaches a server log) binds this browser
 * to the progress, once, and the player opens where the induction was left (decision 16).
 */
export function BindingLinkPanel() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const bind = useBindWithLink();
  const hasSent = useRef(false);

  useEffect(() => {
    // Once only: the link works once, and development mode runs effects twice.
    if (hasSent.current) return;
    hasSent.current = true;
    const token = window.location.hash.slice(1);
    // The token is not kept in the address bar or the history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    bind.mutate(
      { token },
      {
        onSuccess: (answer) => {
          setInducteeEmail(answer.email);
          toast.success(t`Device linked`, { description: t`You can continue your induction on this device.` });
          void navigate(`/inductee/progress/${answer.progress.id}`, { replace: true });
        },
      },
    );
  }, [bind, navigate, t]);

  if (bind.isError) {
    return (
      <div className="space-y-4 text-center">
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {serverText(bind.error, t`This link could not be checked. Please try again.`)}
        </p>
        <Link to="/inductee" className="font-semibold text-navy-800 underline">
          <Trans>Enter your email</Trans>
        </Link>
      </div>
    );
  }
  return (
    <p role="status" className="text-center text-sm text-slate-700">
      <Trans>Linking this device…</Trans>
    </p>
  );
}
