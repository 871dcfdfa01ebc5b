/** A kind of document the app accepts, recognised by its first bytes. */
export type DocumentType = { extension: 'jpg' | 'png' | 'webp' | 'heic' | 'pdf'; contentType: string };

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** ISO-BMFF brands of HEIC/HEIF images (phones' camera photos). */
const heicBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const heifBrands = new Set(['mif1', 'msf1']);

/** Whether the bytes start with the PNG signature. */
export const isPng = (data: Buffer) => data.length > pngSignature.length && data.subarray(0, 8).equals(pngSignature);

/** Whether the bytes are a PDF (some writers put a few bytes before the header). */
export const isPdfData = (data: Buffer) => data.subarray(0, 1024).includes('%PDF-');

/**
 * The image (JPEG, PNG, WebP, HEIC/HEIF) or PDF these bytes hold, by content only: never by the
 * file's name or the type the browser declared. Undefined for anything else.
 */
export function detectDocumentType(data: Buffer): DocumentType | undefined {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    return { extension: 'jpg', contentType: 'image/jpeg' };
  }
  if (isPng(data)) return { extension: 'png', contentType: 'image/png' };
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') {
    return { extension: 'webp', contentType: 'image/webp' };
  }
  if (data.length >= 12 && data.toString('latin1', 4, 8) === 'ftyp') {
    const brand = data.toString('latin1', 8, 12);
    if (heicBrands.has(brand)) return { extension: 'heic', contentType: 'image/heic' };
    if (heifBrands.has(brand)) return { extension: 'heic', contentType: 'image/heif' };
  }
  if (isPdfData(data)) return { extension: 'pdf', contentType: 'application/pdf' };
  return undefined;
}
