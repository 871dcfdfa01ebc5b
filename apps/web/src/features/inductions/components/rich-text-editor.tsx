import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  BoldIcon,
  CodeXmlIcon,
  Heading2Icon,
  Heading3Icon,
  ItalicIcon,
  LinkIcon,
  ListIcon,
  ListOrderedIcon,
  UnderlineIcon,
} from 'lucide-react';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { inductionLimits } from '@crane/contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

type RichTextEditorProps = {
  /** The label's id: the editor and the HTML box are both named by it. */
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  isInvalid: boolean;
  describedBy: string | undefined;
};

/** Tables have no buttons in the visual editor, which would drop them: such content stays in HTML. */
const needsHtmlMode = (html: string) => /<table\b/i.test(html);

/**
 * A visual editor (bold, italic, underline, headings, lists, links) that produces the page's HTML,
 * with the raw HTML one switch away for anything the toolbar does not offer.
 */
export function RichTextEditor({ labelId, value, onChange, isInvalid, describedBy }: RichTextEditorProps) {
  const [isHtmlMode, setIsHtmlMode] = useState(() => needsHtmlMode(value));
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['mailto'] },
      }),
    ],
    content: isHtmlMode ? '' : value,
    editorProps: { attributes: editableAttributes(labelId, isInvalid, describedBy) },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: editableAttributes(labelId, isInvalid, describedBy) } });
  }, [editor, labelId, isInvalid, describedBy]);

  const switchMode = () => {
    if (isHtmlMode) {
      if (needsHtmlMode(value)) return;
      editor.commands.setContent(value, { emitUpdate: false });
    }
    setIsHtmlMode(!isHtmlMode);
  };

  const isOverLimit = value.length > inductionLimits.richTextMax;
  return (
    <>
      <div
        className={cn(
          'rounded-lg border border-slate-300 bg-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-navy-700',
          isInvalid && 'border-red-700',
        )}
      >
        <div className="flex flex-wrap items-center gap-1 border-b border-slate-200 p-1">
          {isHtmlMode ? (
            <p className="px-2 text-sm text-slate-600">
              {needsHtmlMode(value) ? 'This content has a table, so it is edited as HTML.' : 'Editing the HTML source.'}
            </p>
          ) : (
            <Toolbar editor={editor} />
          )}
          <Button
            variant="ghost"
            size="small"
            className="ml-auto"
            aria-pressed={isHtmlMode}
            onClick={switchMode}
            disabled={isHtmlMode && needsHtmlMode(value)}
          >
            <CodeXmlIcon aria-hidden="true" />
            HTML
          </Button>
        </div>
        {isHtmlMode ? (
          <textarea
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            aria-invalid={isInvalid || undefined}
            className="block min-h-48 w-full resize-y rounded-b-lg px-3 py-2 font-mono text-sm focus:outline-none"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            spellCheck={false}
          />
        ) : (
          <EditorContent editor={editor} />
        )}
      </div>
      {/* Spec §5 cuts longer text when the page is saved: the author is told before, not after. */}
      {isOverLimit ? (
        <p role="status" className="text-sm font-medium text-amber-900">
          This text is {value.length.toLocaleString('en')} characters long with its formatting, over the limit of{' '}
          {inductionLimits.richTextMax.toLocaleString('en')}: saving keeps its first{' '}
          {inductionLimits.richTextCutTo.toLocaleString('en')} and adds "...".
        </p>
      ) : null}
    </>
  );
}

/** The editable area's accessible name, description and validity. */
function editableAttributes(labelId: string, isInvalid: boolean, describedBy: string | undefined) {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
    class: 'rich-text min-h-48 px-3 py-2 focus:outline-none',
  };
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      heading2: current.isActive('heading', { level: 2 }),
      heading3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });
  const [isLinkOpen, setIsLinkOpen] = useState(false);
  const chain = () => editor.chain().focus();

  return (
    <>
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1">
        <ToolButton label="Bold" isActive={state.bold} onClick={() => chain().toggleBold().run()}>
          <BoldIcon />
        </ToolButton>
        <ToolButton label="Italic" isActive={state.italic} onClick={() => chain().toggleItalic().run()}>
          <ItalicIcon />
        </ToolButton>
        <ToolButton label="Underline" isActive={state.underline} onClick={() => chain().toggleUnderline().run()}>
          <UnderlineIcon />
        </ToolButton>
        <ToolButton label="Heading" isActive={state.heading2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          <Heading2Icon />
        </ToolButton>
        <ToolButton
          label="Subheading"
          isActive={state.heading3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          <Heading3Icon />
        </ToolButton>
        <ToolButton label="Bulleted list" isActive={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
          <ListIcon />
        </ToolButton>
        <ToolButton
          label="Numbered list"
          isActive={state.orderedList}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <ListOrderedIcon />
        </ToolButton>
        <ToolButton label="Link" isActive={state.link || isLinkOpen} onClick={() => setIsLinkOpen(!isLinkOpen)}>
          <LinkIcon />
        </ToolButton>
      </div>
      {isLinkOpen ? <LinkForm editor={editor} onDone={() => setIsLinkOpen(false)} /> : null}
    </>
  );
}

function ToolButton(props: { label: string; isActive: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('size-9', props.isActive && 'bg-navy-900 text-white hover:bg-navy-800')}
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.isActive}
      onClick={props.onClick}
    >
      {props.children}
    </Button>
  );
}

/** Links may only be web or mail addresses (the server drops any other scheme). */
function normaliseHref(raw: string): string | undefined {
  const href = raw.trim();
  if (!href) return undefined;
  if (/^(https?:\/\/|mailto:)/i.test(href)) return href;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return undefined;
  return href.includes('@') && !href.includes('/') ? `mailto:${href}` : `https://${href}`;
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const inputId = useId();
  const [href, setHref] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [error, setError] = useState<string>();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const normalised = normaliseHref(href);
    if (!normalised) {
      setError('Enter a web address (https://…) or an email address');
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: normalised }).run();
    onDone();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onDone();
  };

  // A nested form is not allowed inside the page form, so this is a group submitted by its button.
  return (
    <div role="group" aria-label="Link" className="flex w-full flex-wrap items-end gap-2 p-1">
      <div className="min-w-48 flex-1 space-y-1">
        <Label htmlFor={inputId}>Link address</Label>
        <Input
          id={inputId}
          value={href}
          autoFocus
          placeholder="https://example.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply(event);
            if (event.key === 'Escape') onDone();
          }}
        />
        {error ? (
          <p id={`${inputId}-error`} className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <Button size="small" onClick={apply}>
        Apply link
      </Button>
      <Button size="small" variant="outline" onClick={remove}>
        Remove link
      </Button>
    </div>
  );
}
