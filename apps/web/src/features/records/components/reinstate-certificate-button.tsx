import { RotateCwIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { CompletionRecord } from '@crane/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useReinstateCompletion } from '../api/reinstate-completion';

/** Reinstate certificate (issue 13): a revoked certificate stands again, after a confirmation. */
export function ReinstateCertificateButton({ record }: { record: CompletionRecord }) {
  const [isOpen, setIsOpen] = useState(false);
  const reinstate = useReinstateCompletion();
  const fullName = `${record.inductee.firstName} ${record.inductee.lastName}`;
  const onConfirm = () =>
    reinstate.mutate(record.id, {
      onSuccess: () => {
        setIsOpen(false);
        toast.success('Certificate reinstated', {
          description: `The certificate of ${fullName} no longer shows as revoked.`,
        });
      },
      onError: (error) => toast.error('Reinstate failed', { description: error.message }),
    });
  return (
    <>
      <Button variant="ghost" size="small" onClick={() => setIsOpen(true)}>
        <RotateCwIcon aria-hidden="true" />
        Reinstate certificate
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        title="Reinstate certificate"
        description={`Are you sure you want to reinstate the certificate of ${fullName}? Anyone who checks it will see its validity again instead of Revoked.`}
        confirmLabel="Reinstate"
        isBusy={reinstate.isPending}
        onConfirm={onConfirm}
      />
    </>
  );
}
