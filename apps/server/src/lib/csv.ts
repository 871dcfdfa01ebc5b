/**
 * CSV text as RFC 4180 writes it, safe to open in a spreadsheet: fields with a comma, a double quote
 * or a line break are quoted (quotes doubled), records end with CRLF, and a field that a spreadsheet
 * would run as a formula (OWASP "CSV injection") is turned into text with a leading apostrophe.
 */

/** The byte order mark that makes Excel read the file as UTF-8; without it Łukasz shows garbled. */
export const csvByteOrderMark = '\uFEFF';

/** What a spreadsheet takes as the start of a formula: =, +, -, @, or a tab or carriage return before one. */
const formulaStart = /^[=+\-@\t\r]/;

/** One field: neutralised when it could start a formula, then quoted when RFC 4180 requires it. */
export function csvField(value: string): string {
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record with its CRLF line end. */
export const csvRecord = (fields: readonly string[]): string => `${fields.map(csvField).join(',')}\r\n`;
