import { useParams } from 'wouter';
import { LicenceUploadForm } from '@/features/inductee';
import { UnindexedPage } from './unindexed-page';

/**
 * `/licence-upload/:token`, what the one-time link of a rejected or expiring licence opens (issue 15):
 * public, no login, not indexed.
 */
export function LicenceUpload() {
  const { token = '' } = useParams();
  return (
    <UnindexedPage title="Licence upload" width="wide">
      <LicenceUploadForm token={token} />
    </UnindexedPage>
  );
}
