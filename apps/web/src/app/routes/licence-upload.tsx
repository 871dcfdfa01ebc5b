import { useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { LicenceUploadForm } from '@/features/inductee';
import { UnindexedPage } from './unindexed-page';

/**
 * `/licence-upload/:token`, what the one-time link of a rejected or expiring licence opens (issue 15):
 * public, no login, not indexed.
 */
export function LicenceUpload() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  return (
    <UnindexedPage title={t`Licence upload`} width="wide">
      <LicenceUploadForm token={token} />
    </UnindexedPage>
  );
}
