import { sanitizeRichText } from '@/lib/sanitize-html';

/** Rich text as the inductee reads it, sanitised again in the browser. */
export function RichTextView({ html }: { html: string }) {
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}
