import { useParams } from 'react-router';
import { Logo } from '@/components/logo';
import { CertificateCheck } from '@/features/certificates';

/**
 * `/verify/:code`, what a certificate's QR code opens: public, no login, and kept out of search
 * engines (this <meta>, which React hoists into the head, and the server's X-Robots-Tag header).
 */
export function VerifyCertificate() {
  const { code = '' } = useParams();
  return (
    <div className="min-h-dvh">
      <meta name="robots" content="noindex" />
      <header className="bg-navy-900 text-white">
        <div className="mx-auto flex max-w-lg items-center gap-3 px-4 py-3">
          <Logo className="size-10" />
          <div className="min-w-0">
            <p className="text-sm text-slate-200">Safety Induction System</p>
            <h1 className="text-lg font-bold">Certificate check</h1>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-lg px-4 py-5">
        <CertificateCheck code={code} />
      </main>
    </div>
  );
}
