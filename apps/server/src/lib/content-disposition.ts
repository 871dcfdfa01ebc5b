/** Characters that RFC 5987's attr-char allows unencoded in `filename*`. */
const attrChar = /[A-Za-z0-9!#$&+.^_`|~-]/;

/**
 * `inline; filename="…"; filename*=UTF-8''…`: the quoted name is an ASCII stand-in for old
 * clients, the RFC 5987 form carries the real name (accents, other scripts) to every browser.
 */
export function inlineContentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = [...Buffer.from(fileName, 'utf8')]
    .map((byte) => {
      const character = String.fromCharCode(byte);
      return byte < 0x80 && attrChar.test(character)
        ? character
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
  return `inline; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Whether a name may be suggested for a download: 1 to 200 characters, none of them a control
 * character or a path separator.
 */
export function isValidDownloadName(fileName: string): boolean {
  if (fileName.length === 0 || fileName.length > 200 || /[/\\]/.test(fileName)) return false;
  return [...fileName].every((character) => {
    const code = character.charCodeAt(0);
    return code >= 0x20 && code !== 0x7f;
  });
}
