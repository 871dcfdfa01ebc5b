import { Trans } from '@lingui/react/macro';
import type { OwnCertificate } from '@crane/contract';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { WorkerCertificate } from './worker-certificate';

/** The worker's certificate in a dialog, opened by the portal card's Certificate button. */
export function CertificatePanel(props: {
  title: string;
  progressId: number;
  certificate: OwnCertificate;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Your certificate</Trans>
          </DialogTitle>
          <DialogDescription>{props.title}</DialogDescription>
        </DialogHeader>
        <WorkerCertificate progressId={props.progressId} certificate={props.certificate} />
      </DialogContent>
    </Dialog>
  );
}
