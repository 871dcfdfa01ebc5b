/**
 * The rich-text allow-list: what the server keeps when a page is saved (sanitize-html,
 * apps/server/src/modules/inductions/rich-text.ts) and what the web app keeps again on display
 * (DOMPurify, apps/web/src/lib/sanitize-html.ts). One list, so that the two never drift apart.
 *
 * No images (decision 50): the app stores no image an induction page could show, and an image's address
 * is fetched with the reader's cookies, so it could only point at a worker's document or an API call.
 */
export const richTextAllowList = {
  tags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  attributesByTag: {
    a: ['href', 'target', 'rel'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  /** Link schemes; links open in a new tab with rel="noopener noreferrer". */
  linkSchemes: ['http', 'https', 'mailto'],
} as const;
