import { CheckCircle2Icon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { SignatureMethod } from '@crane/contract';
import { toast } from '@/lib/toast';
import { Skeleton } from '@/components/ui/skeleton';
import { usePageSignature, useSaveSignature } from '../api/page-signature';
import { SignaturePad } from './signature-pad';

/** The acknowledgment of a page that requires a signature (spec §4 Signature, §8 Signature). */
export function PageSignatureSection({ progressId, pageId }: { progressId: number; pageId: number }) {
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
            toast.error('Failed to save signature', { description: 'Error: no url was returned. Please try again.' });
            return;
          }
          setIsJustSigned(true);
          toast.success('Signature saved', {
            description: answer.signature
              ? 'Your acknowledgment has been recorded'
              : 'Your signature was uploaded successfully',
          });
        },
        onError: (error) =>
          toast.error('Failed to save signature', { description: `Error: ${error.message}. Please try again.` }),
      },
    );

  return (
    <section
      aria-labelledby={`signature-${pageId}`}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h3 id={`signature-${pageId}`} className="font-semibold text-slate-900">
        Acknowledgment
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
          {isJustSigned ? 'Acknowledgment Complete' : 'You have already signed this page'}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700">Sign below to confirm that you have read and understood this page.</p>
          <SignaturePad onConfirm={confirm} isSaving={save.isPending} />
        </>
      )}
    </section>
  );
}
