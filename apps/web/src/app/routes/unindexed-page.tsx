import type { ReactNode } from 'react';
import { Logo } from '@/components/logo';

/**
 * A public page reached from a link, with no login, kept out of search engines (this <meta>, which
 * React hoists into the head, and the server's X-Robots-Tag header): the certificate check and the
 * one-time licence upload.
 */
export function UnindexedPage({
  title,
  width,
  children,
}: {
  title: string;
  width: 'narrow' | 'wide';
  children: ReactNode;
}) {
  const column = width === 'narrow' ? 'max-w-lg' : 'max-w-2xl';
  return (
    <div className="min-h-dvh">
      <meta name="robots" content="noindex" />
      <header className="bg-navy-900 text-white">
        <div className={`mx-auto flex ${column} items-center gap-3 px-4 py-3`}>
          <Logo className="size-10" />
          <div className="min-w-0">
            <p className="text-sm text-slate-200">Safety Induction System</p>
            <h1 className="text-lg font-bold">{title}</h1>
          </div>
        </div>
      </header>
      <main className={`mx-auto ${column} px-4 py-5`}>{children}</main>
    </div>
  );
}
