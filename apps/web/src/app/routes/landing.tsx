import { Trans } from '@lingui/react/macro';
import { HardHatIcon, ShieldIcon } from 'lucide-react';
import { LanguagePicker } from '@/components/language-picker';
import { Logo } from '@/components/logo';
import { useArrivalFocus } from '@/lib/use-arrival-focus';
import { ButtonLink } from '@/components/ui/button';

export function Landing() {
  const headingRef = useArrivalFocus<HTMLHeadingElement>();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-navy-900 p-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 text-center shadow-xl sm:p-8">
        <Logo className="mx-auto size-16" />
        <h1 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-navy-900 focus:outline-none">
          <Trans>Safety Induction System</Trans>
        </h1>
        <p className="mt-2 text-slate-700">
          <Trans>Choose how you want to access the system</Trans>
        </p>
        <div className="mt-6 grid gap-3">
          <ButtonLink variant="accent" className="min-h-12 text-base" to="/inductee">
            <HardHatIcon aria-hidden="true" />
            <Trans>Enter Induction as Worker</Trans>
          </ButtonLink>
          <ButtonLink variant="primary" className="min-h-12 text-base" to="/admin/login">
            <ShieldIcon aria-hidden="true" />
            <Trans>Admin Login</Trans>
          </ButtonLink>
        </div>
        <LanguagePicker className="mt-6" />
      </div>
    </main>
  );
}
