import { Logo } from '@/components/logo';
import { InducteeEmailForm } from '@/features/inductee';
import { BackLink } from './back-link';

export function InducteeEmail() {
  return (
    <main className="min-h-dvh bg-navy-900 p-4">
      <BackLink />
      <div className="mx-auto mt-6 w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl sm:mt-16 sm:p-8">
        <Logo className="mx-auto size-14" />
        <h1 className="mt-3 mb-2 text-center text-2xl font-bold text-navy-900">Start Your Induction</h1>
        <p className="mb-6 text-center text-sm text-slate-700">Enter your email address to see your inductions.</p>
        <InducteeEmailForm />
      </div>
    </main>
  );
}
