import { AwardIcon } from 'lucide-react';
import type { OwnCertificate } from '@crane/contract';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { WorkerCertificate } from './worker-certificate';

/** The portal card's Certificate button (issue 13): the worker's certificate of a completed induction. */
export function CertificateDialog(props: { title: string; progressId: number; certificate: OwnCertificate }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="accent" aria-label={`Certificate of ${props.title}`}>
          <AwardIcon aria-hidden="true" />
          Certificate
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Your certificate</DialogTitle>
          <DialogDescription>{props.title}</DialogDescription>
        </DialogHeader>
        <WorkerCertificate progressId={props.progressId} certificate={props.certificate} />
      </DialogContent>
    </Dialog>
  );
}
