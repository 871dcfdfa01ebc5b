import { useLayoutEffect, useRef } from 'react';
import { sanitizeRichText } from '@/lib/sanitize-html';

/**
 * Rich text as the inductee reads it, sanitised again in the browser (a new tree, never HTML text).
 * It runs in its own direction (`dir="auto"`): an English page stays left to right on an Arabic screen.
 */
export function RichTextView({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(sanitizeRichText(html));
  }, [html]);
  return <div ref={ref} dir="auto" className="rich-text" />;
}
