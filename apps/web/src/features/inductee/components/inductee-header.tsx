import { LogOutIcon } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/logo';
import { clearInducteeEmail } from '../lib/inductee-email';

/** The inductee portal's header: who is taking inductions, and a way out. */
export function InducteeHeader({ email }: { email: string }) {
  const [, navigate] = useLocation();
  const exit = () => {
    clearInducteeEmail();
    void navigate('/');
  };
  return (
    <header className="bg-navy-900 text-white">
      <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-3">
        <Logo className="size-10" />
        <div className="min-w-0 flex-1">
          <h1 className="text-sm font-semibold">Safety Induction System</h1>
          <p className="truncate text-sm text-slate-200">{email}</p>
        </div>
        <Button variant="onDark" size="small" onClick={exit}>
          <LogOutIcon aria-hidden="true" />
          Exit
        </Button>
      </div>
    </header>
  );
}
