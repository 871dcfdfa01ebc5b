import { useParams } from 'react-router';
import { Logo } from '@/components/logo';
import { LicenceUploadForm } from '@/features/inductee';

/**
 * `/licence-upload/:token`, what the one-time link of a rejected or expiring licence opens (issue 15):
 * public, no login, kept out of search engines.
 */
export function LicenceUpload() {
  const { token = '' } = useParams();
  return (
    <div className="min-h-dvh">
      <meta name="robots" content="noindex" />
      <header className="bg-navy-900 text-white">
        <div className="mx-auto flex max-w-2xl items-center gap-3 px-4 py-3">
          <Logo className="size-10" />
          <div className="min-w-0">
            <p className="text-sm text-slate-200">Safety Induction System</p>
            <h1 className="text-lg font-bold">Licence upload</h1>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-2xl px-4 py-5">
        <LicenceUploadForm token={token} />
      </main>
    </div>
  );
}
