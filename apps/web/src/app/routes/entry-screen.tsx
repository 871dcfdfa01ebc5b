import type { ReactNode } from 'react';
import { LanguagePicker } from '@/components/language-picker';
import { Logo } from '@/components/logo';
import { useArrivalFocus } from '@/lib/use-arrival-focus';
import { BackLink } from './back-link';

/**
 * The layout of the entry screens (admin login, inductee email, the emailed link): back link, logo,
 * card; the worker's screens with the language picker beside the back link (issue 16 §2).
 */
export function EntryScreen({
  title,
  intro,
  hasLanguagePicker = false,
  children,
}: {
  title: string;
  intro?: string;
  hasLanguagePicker?: boolean;
  children: ReactNode;
}) {
  const headingRef = useArrivalFocus<HTMLHeadingElement>();
  return (
    <main className="min-h-dvh bg-navy-900 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BackLink />
        {hasLanguagePicker ? <LanguagePicker onDark className="text-white" /> : null}
      </div>
      <div className="mx-auto mt-6 w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl sm:mt-16 sm:p-8">
        <Logo className="mx-auto size-14" />
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="mt-3 text-center text-2xl font-bold text-navy-900 focus:outline-none"
        >
          {title}
        </h1>
        {intro ? <p className="mt-2 text-center text-sm text-slate-700">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}
