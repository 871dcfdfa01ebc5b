import { createRequire } from 'node:module';
import type SanitizeHtml from 'sanitize-html';
import { inductionLimits, richTextAllowList } from '@crane/contract';

let sanitizeHtml: typeof SanitizeHtml | undefined;

/**
 * sanitize-html, with htmlparser2 and postcss, required when the first rich text is sanitised rather
 * than when the server starts, where loading it took about 50 ms (issue 2's target is 2 s; decision
 * 55's addendum). A CommonJS package, so synchronously, as sanitising is.
 */
const loadSanitizeHtml = () =>
  (sanitizeHtml ??= createRequire(import.meta.url)('sanitize-html') as typeof SanitizeHtml);

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
