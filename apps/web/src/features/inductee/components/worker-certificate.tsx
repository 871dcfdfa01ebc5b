import { Trans, useLingui } from '@lingui/react/macro';
import { DownloadIcon } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { OwnCertificate } from '@crane/contract';
import { QrCode } from '@/components/qr-code';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { useDownloadOwnCertificate } from '../api/download-own-certificate';

/**
 * The worker's own certificate (issue 13), to show at the site gate: the QR code that opens its public
 * check, the code in large type for reading out or typing, and the PDF to keep.
 */
export function WorkerCertificate({ progressId, certificate }: { progressId: number; certificate: OwnCertificate }) {
  const { t } = useLingui();
  const download = useDownloadOwnCertificate();
  const onDownload = () =>
    download.mutate(progressId, {
      onError: (error) => toast.error(t`Download failed`, { description: error.message, duration: 5000 }),
    });
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <QrCode
        text={certificate.verifyUrl}
        label={t`QR code of your certificate: scanning it opens the certificate check`}
        className="w-full max-w-64 rounded-lg border border-slate-300"
      />
      <dl>
        <dt className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
          <Trans>Verification code</Trans>
        </dt>
        <dd className="font-mono text-3xl font-bold tracking-wider text-slate-950">{certificate.verificationCode}</dd>
      </dl>
      <p className="max-w-sm text-sm text-slate-700">
        <Trans>Show this at the site gate: scanning the QR code opens the check of your certificate.</Trans>
      </p>
      <Button
        variant="accent"
        className="min-h-12 w-full text-base sm:w-auto"
        disabled={download.isPending}
        onClick={onDownload}
      >
        <BusyIcon isBusy={download.isPending} icon={DownloadIcon} />
        <Trans>Download certificate</Trans>
      </Button>
    </div>
  );
}
