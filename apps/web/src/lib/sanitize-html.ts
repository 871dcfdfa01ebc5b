import { richTextAllowList } from '@crane/contract';

/**
 * Rich text for display, sanitised again in the browser with the server's allow-list (@crane/contract;
 * the server keeps only that list when a page is saved, with sanitize-html).
 *
 * The HTML is parsed into an inert document (no script runs, no image loads there) and the page gets a
 * new tree built from it: only allow-listed HTML elements, only their allow-listed attributes, links to
 * http, https or mailto opening safely in a new tab, and no images (decision 50). Nothing is
 * serialised and parsed again, so markup that changes meaning when re-parsed (mutation XSS) has nothing
 * to work on. Written here rather than with DOMPurify (10 KB) to keep the player's download within its
 * budget (decision 33).
 */
const allowedTags = new Set<string>(richTextAllowList.tags);
const attributesByTag: Partial<Record<string, readonly string[]>> = richTextAllowList.attributesByTag;
const allowedLink = new RegExp(`^(${richTextAllowList.linkSchemes.join('|')}):`, 'i');
/** Elements dropped with everything in them; any other unknown element gives way to its content. */
const droppedWhole = new Set(['script', 'style', 'template', 'textarea', 'option', 'noscript', 'iframe', 'object']);
const htmlNamespace = 'http://www.w3.org/1999/xhtml';

export function sanitizeRichText(html: string): DocumentFragment {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const fragment = document.createDocumentFragment();
  copyChildren(parsed.body, fragment);
  return fragment;
}

function copyChildren(from: Node, to: Node) {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) to.appendChild(document.createTextNode(child.nodeValue ?? ''));
    else if (child.nodeType === Node.ELEMENT_NODE) copyElement(child as Element, to);
    // Comments, processing instructions and anything else are left out.
  }
}

function copyElement(element: Element, to: Node) {
  const tag = element.localName;
  const isAllowed = element.namespaceURI === htmlNamespace && allowedTags.has(tag);
  if (!isAllowed) {
    if (!droppedWhole.has(tag)) copyChildren(element, to);
    return;
  }
  const copy = document.createElement(tag);
  for (const name of attributesByTag[tag] ?? []) {
    const value = element.getAttribute(name);
    if (value !== null) copy.setAttribute(name, value);
  }
  if (tag === 'a') {
    if (!allowedLink.test(copy.getAttribute('href') ?? '')) copy.removeAttribute('href');
    copy.setAttribute('target', '_blank');
    copy.setAttribute('rel', 'noopener noreferrer');
  }
  copyChildren(element, copy);
  to.appendChild(copy);
}
