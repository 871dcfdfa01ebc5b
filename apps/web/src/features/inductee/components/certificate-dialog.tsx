import { Trans, useLingui } from '@lingui/react/macro';
import { AwardIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { OwnCertificate } from '@crane/contract';
import { Button } from '@/components/ui/button';

type CertificateProps = { title: string; progressId: number; certificate: OwnCertificate };

// The dialog and the certificate (QR code, download) load when the worker asks for them, not with the
// portal: the portal stays within its download budget (decision 33).
const CertificatePanel = lazy(async () => ({ default: (await import('./certificate-panel')).CertificatePanel }));

/** The portal card's Certificate button (issue 13): the worker's certificate of a completed induction. */
export function CertificateDialog(props: CertificateProps) {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  const inductionTitle = props.title;
  return (
    <>
      <Button variant="accent" aria-label={t`Certificate of ${inductionTitle}`} onClick={() => setIsOpen(true)}>
        <AwardIcon aria-hidden="true" />
        <Trans>Certificate</Trans>
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <CertificatePanel {...props} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
