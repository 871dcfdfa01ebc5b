import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2Icon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { SignatureMethod } from '@crane/contract';
import { toast } from '@/lib/toast';
import { Skeleton } from '@/components/ui/skeleton';
import { usePageSignature, useSaveSignature } from '../api/page-signature';
import { SignaturePad } from './signature-pad';

/** The acknowledgment of a page that requires a signature (spec §4 Signature, §8 Signature). */
export function PageSignatureSection({ progressId, pageId }: { progressId: number; pageId: number }) {
  const { t } = useLingui();
  const signature = usePageSignature(progressId, pageId, true);
  const save = useSaveSignature();
  const [isJustSigned, setIsJustSigned] = useState(false);
  // Confirm goes when the page is signed: focus moves to what took its place, not to the page's top.
  const doneRef = useRef<HTMLParagraphElement>(null);
  const isDone = Boolean(signature.data);
  useEffect(() => {
    if (isJustSigned && isDone) doneRef.current?.focus();
  }, [isJustSigned, isDone]);

  const confirm = (dataUrl: string, method: SignatureMethod) =>
    save.mutate(
      { dataUrl, progressId, pageId, method },
      {
        onSuccess: (answer) => {
          if (!answer.url) {
            toast.error(t`Failed to save signature`, { description: t`Error: no url was returned. Please try again.` });
            return;
          }
          setIsJustSigned(true);
          toast.success(t`Signature saved`, {
            description: answer.signature
              ? t`Your acknowledgment has been recorded`
              : t`Your signature was uploaded successfully`,
          });
        },
        onError: (error) => {
          // The server's reason, as it said it (spec §8), in the app's own sentence.
          const reason = error.message;
          toast.error(t`Failed to save signature`, { description: t`Error: ${reason}. Please try again.` });
        },
      },
    );

  return (
    <section
      aria-labelledby={`signature-${pageId}`}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h3 id={`signature-${pageId}`} className="font-semibold text-slate-900">
        <Trans>Acknowledgment</Trans>
      </h3>
      {signature.isPending ? (
        <Skeleton className="h-[150px] w-full" />
      ) : signature.data ? (
        <p
          ref={doneRef}
          tabIndex={-1}
          role="status"
          className="flex items-center gap-2 font-medium text-green-800 focus:outline-none"
        >
          <CheckCircle2Icon className="size-5" aria-hidden="true" />
          {isJustSigned ? <Trans>Acknowledgment Complete</Trans> : <Trans>You have already signed this page</Trans>}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            <Trans>Sign below to confirm that you have read and understood this page.</Trans>
          </p>
          <SignaturePad onConfirm={confirm} isSaving={save.isPending} />
        </>
      )}
    </section>
  );
}
