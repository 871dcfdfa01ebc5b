import { CheckIcon, CopyIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';

type SecretShownOnceProps = {
  title: string;
  /** The secret's label, e.g. `API token`. */
  label: string;
  secret: string;
  /** How the other system uses it. */
  hint: ReactNode;
  onDone: () => void;
};

/**
 * A dialog's second step after making a token or a webhook: the secret, shown this one time with a Copy
 * button (the server keeps only a hash, or a sealed copy it never gives back).
 */
export function SecretShownOnce({ title, label, secret, hint, onDone }: SecretShownOnceProps) {
  const [isCopied, setIsCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setIsCopied(true);
    } catch {
      toast.error('Not copied', { description: 'Select the text and copy it yourself.' });
    }
  };
  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          This is the only time it is shown. Put it in the other system now; if it is lost, make another.
        </DialogDescription>
      </DialogHeader>
      <div className="space-y-1.5">
        <Label htmlFor="secret-shown-once">{label}</Label>
        <div className="flex gap-2">
          <Input
            id="secret-shown-once"
            readOnly
            value={secret}
            className="font-mono text-sm"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="outline" onClick={() => void copy()} aria-live="polite">
            {isCopied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
            {isCopied ? 'Copied' : 'Copy'}
          </Button>
        </div>
        <p className="text-sm text-slate-600">{hint}</p>
      </div>
      <DialogFooter>
        <Button onClick={onDone}>Done</Button>
      </DialogFooter>
    </>
  );
}
