import DOMPurify from 'dompurify';
import { richTextAllowList } from '@crane/contract';

/** The server's allow-list (@crane/contract), applied again on display. */
const allowedTags = [...richTextAllowList.tags];
const allowedAttributes = [...new Set(Object.values(richTextAllowList.attributesByTag).flat())];
const allowedLink = new RegExp(`^(${richTextAllowList.linkSchemes.join('|')}):`, 'i');

let hooked = false;

/** Sanitises rich text for display: links open safely in a new tab, images only from the app's files. */
export function sanitizeRichText(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        const href = node.getAttribute('href') ?? '';
        if (!allowedLink.test(href)) node.removeAttribute('href');
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
      if (node.tagName === 'IMG' && !(node.getAttribute('src') ?? '').startsWith(richTextAllowList.ownFilesPrefix))
        node.remove();
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: allowedTags, ALLOWED_ATTR: allowedAttributes });
}
