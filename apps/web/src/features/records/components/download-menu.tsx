import { ChevronDownIcon, DownloadIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { CompletionRecord } from '@crane/contract';
import { Button } from '@/components/ui/button';
import { MenuContent } from '@/components/ui/menu-content';
import { openDocument, type DocumentKind } from '../lib/download-document';
import { showLicences } from '../lib/show-licences';

const documents: [DocumentKind, string][] = [
  ['certificate', 'Certificate'],
  ['report', 'Standard Report'],
  ['summary', 'Detailed Summary'],
];

/**
 * The Download menu of spec §2: each document as a Local or Cloud Download, and the licences. `label`
 * names it for assistive technology where several attempts of one person are listed together.
 */
export function DownloadMenu({ record, label }: { record: CompletionRecord; label?: string }) {
  const fullName = `${record.inductee.firstName} ${record.inductee.lastName}`;
  const target = { inductionId: record.induction.id, progressId: record.progressId };
  return (
    // Not modal: a modal menu hides the page from assistive technology while focusable parts stay in it.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="small" aria-label={label ?? `Download documents of ${fullName}`}>
          <DownloadIcon aria-hidden="true" />
          Download
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <MenuContent className="min-w-56">
        {documents.map(([kind, label], index) => (
          <DropdownMenu.Group key={kind}>
            {index > 0 ? <DropdownMenu.Separator className="my-1 h-px bg-slate-200" /> : null}
            <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold text-slate-600">
              {label}
            </DropdownMenu.Label>
            {(['local', 'cloud'] as const).map((where) => (
              <DropdownMenu.Item
                key={where}
                className="cursor-pointer rounded-md px-2 py-2 text-slate-900 outline-none data-highlighted:bg-slate-100"
                onSelect={() => void openDocument(target, kind, where)}
              >
                {where === 'local' ? 'Local Download' : 'Cloud Download'}
                <span className="sr-only"> of the {label}</span>
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Group>
        ))}
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item
          className="cursor-pointer rounded-md px-2 py-2 text-slate-900 outline-none data-highlighted:bg-slate-100"
          onSelect={() => void showLicences(target)}
        >
          View License Information
        </DropdownMenu.Item>
      </MenuContent>
    </DropdownMenu.Root>
  );
}
