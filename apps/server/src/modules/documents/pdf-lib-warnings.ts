/**
 * The warnings pdf-lib's parser writes with console.warn about what it tolerates in a file: a plain line
 * on stderr each, among the server's JSON log lines, and as many as the file asks for. Two a damaged
 * object and one a number past 2^53: a 4.9 MB upload of damaged objects made 583,000 of them.
 */
const pdfLibParseWarnings = [
  'Parsed number that is too large for some PDF readers',
  'Trying to parse invalid object',
  'Invalid object ref',
  'Removing parsed object',
  'Removing XFA form data',
];

const muted = new WeakSet<Console>();

/**
 * Drops pdf-lib's parse warnings from this console (the process's, by default); its other warnings
 * are written as before. Once per console, however often it is called. What they reported is no one's
 * to act on: a damaged object stops an upload's loading (load-uploaded-pdf.ts), and the rest is
 * pdf-lib reading on.
 */
export function mutePdfLibParseWarnings(target: Console = console): void {
  if (muted.has(target)) return;
  muted.add(target);
  const warn = target.warn.bind(target);
  target.warn = (...args: unknown[]) => {
    const [first] = args;
    if (typeof first === 'string' && pdfLibParseWarnings.some((warning) => first.startsWith(warning))) return;
    warn(...args);
  };
}
