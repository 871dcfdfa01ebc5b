import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  FileTextIcon,
  GripVerticalIcon,
  ListChecksIcon,
  PencilIcon,
  PenLineIcon,
  Trash2Icon,
  TypeIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { englishLanguageNames, translationLanguages, type InductionPage } from '@crane/contract';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { minTimeLabel, summarisePage } from '../lib/page-summary';

type SortablePageRowProps = {
  page: InductionPage;
  /** The page's position in the list as it now stands, from 1. */
  pageNumber: number;
  onDelete: (page: InductionPage) => void;
};

/** One page of the builder's list: drag handle, title, minimum time, what it holds, edit and delete. */
export function SortablePageRow({ page, pageNumber, onDelete }: SortablePageRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: page.id,
  });
  const summary = summarisePage(page);
  const editPath = `/admin/inductions/${page.inductionId}/pages/${page.id}`;
  const name = `Page ${pageNumber}: ${page.title}`;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition: transition }}
      className={cn(
        'flex items-start gap-2 rounded-lg border border-slate-200 bg-white p-3 sm:gap-3',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-navy-700',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 active:cursor-grabbing"
        {...attributes}
        {...listeners}
        aria-label={`Reorder ${name}`}
      >
        <GripVerticalIcon className="size-5" aria-hidden="true" />
      </button>
      <div className="min-w-0 flex-1 space-y-2">
        <div>
          <h3 className="font-semibold break-words text-slate-900">{name}</h3>
          <p className="text-sm text-slate-600">{minTimeLabel(page.minTimeSeconds)}</p>
        </div>
        <ul className="space-y-1 text-sm">
          {summary.hasRichText ? (
            <ContentRow icon={<TypeIcon />} label="Rich text" action="Edit Content" to={editPath} />
          ) : null}
          {summary.hasPdf ? (
            <ContentRow icon={<FileTextIcon />} label={summary.pdfName} action="Replace PDF" to={editPath} />
          ) : null}
          {summary.hasQuiz ? (
            <ContentRow
              icon={<ListChecksIcon />}
              label={`Quiz (${summary.questionCount} ${summary.questionCount === 1 ? 'question' : 'questions'})`}
              action="Edit Quiz"
              to={editPath}
            />
          ) : null}
        </ul>
        <div className="flex flex-wrap gap-1.5">
          {page.content.requireSignature ? (
            <Badge variant="info">
              <PenLineIcon className="mr-1 size-3" aria-hidden="true" />
              Signature required
            </Badge>
          ) : null}
          <TranslationStatus page={page} />
        </div>
      </div>
      <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
        <ButtonLink variant="ghost" size="icon" title="Edit page" to={editPath} aria-label={`Edit ${name}`}>
          <PencilIcon aria-hidden="true" />
        </ButtonLink>
        <Button
          variant="ghost"
          size="icon"
          className="text-red-700 hover:bg-red-50"
          title="Delete page"
          aria-label={`Delete ${name}`}
          onClick={() => onDelete(page)}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

function ContentRow(props: { icon: ReactNode; label: string; action: string; to: string }) {
  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700 [&_svg]:size-4 [&_svg]:text-slate-500">
      {props.icon}
      <span className="min-w-0 break-all">{props.label}</span>
      <Link to={props.to} className="font-medium text-navy-700 underline-offset-2 hover:underline">
        {props.action}
      </Link>
    </li>
  );
}

/**
 * Which languages the page is not translated into yet (decision 37), so that none is missed: a page in
 * none of them says so, one in some names the others.
 */
function TranslationStatus({ page }: { page: InductionPage }) {
  const missing = translationLanguages.filter((language) => !page.translations?.[language]);
  if (missing.length === 0) return <Badge variant="success">Translated</Badge>;
  if (missing.length === translationLanguages.length) return <Badge variant="warning">Not translated</Badge>;
  return (
    <Badge variant="warning">
      Not translated: {missing.map((language) => englishLanguageNames[language]).join(', ')}
    </Badge>
  );
}
