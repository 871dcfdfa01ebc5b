/**
 * Text written into a mail header or a line of an email on one line: control characters (a line break
 * typed into a name or a title) become a space, so nothing can add a header or break a line.
 */
// eslint-disable-next-line no-control-regex
export const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
