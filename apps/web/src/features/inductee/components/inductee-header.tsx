import { Trans, useLingui } from '@lingui/react/macro';
import { LogOutIcon } from 'lucide-react';
import { useLocation } from 'wouter';
import { LanguagePicker } from '@/components/language-picker';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/logo';
import { clearInducteeEmail } from '../lib/inductee-email';

/**
 * The inductee portal's header: who is taking inductions, the worker's language (issue 16 §2), and a
 * way out. On a phone the picker drops its icon so that it fits beside Exit, and on the smallest
 * phones Exit shows its icon alone.
 */
export function InducteeHeader({ email }: { email: string }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const exit = () => {
    clearInducteeEmail();
    void navigate('/');
  };
  return (
    <header className="bg-navy-900 text-white">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-2 px-4 py-3 sm:flex-nowrap sm:gap-3">
        <Logo className="size-10 shrink-0" />
        {/* On a phone the address has a row of its own, whole, so that the worker can check it; beside
            the title it is cut short on a wider screen, and shows whole on hover. */}
        <div className="min-w-0 flex-1 max-sm:order-last max-sm:basis-full">
          {/* On a phone the logo names the app, and the row keeps room for the language and Exit. */}
          <h1 className="sr-only text-sm font-semibold sm:not-sr-only">
            <Trans>Safety Induction System</Trans>
          </h1>
          {/* An address reads left to right, from its start, aligned with the title above it. */}
          <p
            dir="ltr"
            title={email}
            className="text-sm [overflow-wrap:anywhere] text-slate-200 sm:truncate rtl:text-right"
          >
            {email}
          </p>
        </div>
        <LanguagePicker onDark className="ms-auto shrink-0 [&>svg]:hidden sm:ms-0 sm:[&>svg]:block" />
        <Button variant="onDark" size="small" className="shrink-0" onClick={exit}>
          <LogOutIcon aria-hidden="true" className="rtl:-scale-x-100" />
          {/* On the smallest phones (under 360 px) only the icon shows; the word still names the button. */}
          <span className="max-[359px]:sr-only">
            {t({ message: 'Exit', comment: 'Button: leave the induction screens and forget the email on this device' })}
          </span>
        </Button>
      </div>
    </header>
  );
}
