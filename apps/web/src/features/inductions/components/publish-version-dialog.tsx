import { useState } from 'react';
import { completionsChoiceLabels, completionsChoices, type CompletionsChoice } from '@crane/contract';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

const choiceHints: Record<CompletionsChoice, string> = {
  stayValid:
    'For wording fixes: everyone who completed an earlier version stays inducted, and anyone part-way through finishes the version they started.',
  retake:
    'When the rules changed: earlier completions become superseded, and each worker is emailed to take it again. Anyone part-way through must start again on this version.',
};

/**
 * Publishing a new version of an induction already published (issue 14): the administrator chooses
 * what becomes of the completions of earlier versions.
 */
export function PublishVersionDialog(props: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  nextVersion: number;
  isBusy: boolean;
  onPublish: (choice: CompletionsChoice) => void;
}) {
  const [choice, setChoice] = useState<CompletionsChoice>('stayValid');
  return (
    <Dialog open={props.isOpen} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Publish version {props.nextVersion}</DialogTitle>
          <DialogDescription>Workers who start from now on get this version.</DialogDescription>
        </DialogHeader>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            props.onPublish(choice);
          }}
        >
          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-semibold text-slate-900">Existing completions</legend>
            {completionsChoices.map((option) => (
              <label
                key={option}
                className="flex cursor-pointer gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-navy-700 has-checked:bg-slate-50"
              >
                <input
                  type="radio"
                  name="completions"
                  value={option}
                  checked={choice === option}
                  onChange={() => setChoice(option)}
                  className="mt-1 size-4 accent-navy-700"
                />
                <span>
                  <span className="block text-sm font-medium text-slate-900">{completionsChoiceLabels[option]}</span>
                  <span className="block text-sm text-slate-600">{choiceHints[option]}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => props.onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={props.isBusy} variant={choice === 'retake' ? 'destructive' : 'primary'}>
              {props.isBusy ? 'Publishing...' : 'Publish'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
