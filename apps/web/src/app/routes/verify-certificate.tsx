import { useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { CertificateCheck } from '@/features/certificates';
import { UnindexedPage } from './unindexed-page';

/** `/verify/:code`, what a certificate's QR code opens: public, no login, not indexed. */
export function VerifyCertificate() {
  const { t } = useLingui();
  const { code = '' } = useParams();
  return (
    <UnindexedPage title={t`Certificate check`} width="narrow">
      <CertificateCheck code={code} />
    </UnindexedPage>
  );
}
