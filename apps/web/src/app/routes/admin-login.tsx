import { LoginForm } from '@/features/auth';
import { Logo } from '@/components/logo';
import { BackLink } from './back-link';

export function AdminLogin() {
  return (
    <main className="min-h-dvh bg-navy-900 p-4">
      <BackLink />
      <div className="mx-auto mt-6 w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl sm:mt-16 sm:p-8">
        <Logo className="mx-auto size-14" />
        <h1 className="mt-3 mb-6 text-center text-2xl font-bold text-navy-900">Admin Login</h1>
        <LoginForm />
      </div>
    </main>
  );
}
