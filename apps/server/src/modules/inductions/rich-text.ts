import type SanitizeHtml from 'sanitize-html';
import { inductionLimits, richTextAllowList } from '@crane/contract';
import { requiredOnFirstUse } from '../../lib/required-on-first-use.ts';

/** sanitize-html, with htmlparser2 and postcss (about 50 ms to load), loaded with the first rich text. */
const loadSanitizeHtml = requiredOnFirstUse<typeof SanitizeHtml>('sanitize-html');

const options: SanitizeHtml.IOptions = {
  allowedTags: [...richTextAllowList.tags],
  allowedAttributes: Object.fromEntries(
    Object.entries(richTextAllowList.attributesByTag).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: [...richTextAllowList.linkSchemes],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attributes) => ({
      tagName,
      attribs: { ...attributes, target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
};

/** Keeps only the allow-listed formatting: nothing executable survives. */
export function sanitizeRichText(html: string): string {
  return loadSanitizeHtml()(html, options);
}

/**
 * Sanitises, then applies the spec's limit: over 10000 characters the text is cut to 9990
 * plus an ellipsis (and sanitised again, so a cut tag cannot survive half-open).
 */
export function prepareRichText(html: string): string {
  const clean = sanitizeRichText(html);
  if (clean.length <= inductionLimits.richTextMax) return clean;
  return sanitizeRichText(`${clean.slice(0, inductionLimits.richTextCutTo)}...`);
}
