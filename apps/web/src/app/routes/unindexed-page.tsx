import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LanguagePicker } from '@/components/language-picker';
import { Logo } from '@/components/logo';

/**
 * A public page reached from a link, with no login, kept out of search engines (this <meta>, which
 * React hoists into the head, and the server's X-Robots-Tag header): the certificate check and the
 * one-time licence upload. Its header has the language picker (issue 16 §2).
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
          <Logo className="size-10 shrink-0" />
          <div className="min-w-0 flex-1">
            <p className="text-sm text-slate-200">
              <Trans>Safety Induction System</Trans>
            </p>
            <h1 className="text-lg font-bold break-words">{title}</h1>
          </div>
          <LanguagePicker onDark className="shrink-0 [&>svg]:hidden sm:[&>svg]:block" />
        </div>
      </header>
      <main className={`mx-auto ${column} px-4 py-5`}>{children}</main>
    </div>
  );
}
