import sanitizeHtml from 'sanitize-html';
import { inductionLimits, richTextAllowList } from '@crane/contract';

const options: sanitizeHtml.IOptions = {
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
  return sanitizeHtml(html, options);
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
