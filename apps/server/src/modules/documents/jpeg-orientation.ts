/** EXIF's "how to turn the stored picture to view it": 1 is as stored, 2 to 8 mirror and/or rotate. */
export type ImageOrientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

const startOfImage = 0xffd8;
const startOfScan = 0xffda;
const exifSegment = 0xffe1;
const orientationTag = 0x0112;

/**
 * The EXIF orientation of a JPEG, 1 when it has none. Phones store a photo as the sensor saw it
 * and say in EXIF how to turn it; pdf-lib ignores that, so a licence photographed upright would
 * otherwise appear on its side. Reads only the segments before the image data; never throws.
 */
export function jpegOrientation(bytes: Uint8Array): ImageOrientation {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.byteLength < 4 || view.getUint16(0) !== startOfImage) return 1;
  for (let offset = 2; offset + 4 <= view.byteLength;) {
    const marker = view.getUint16(offset);
    if (marker >> 8 !== 0xff || marker === startOfScan) return 1;
    const length = view.getUint16(offset + 2);
    if (marker === exifSegment) {
      const orientation = exifOrientation(view, offset + 4, Math.min(offset + 2 + length, view.byteLength));
      if (orientation) return orientation;
    }
    offset += 2 + length;
  }
  return 1;
}

/** The orientation tag of the first image directory of an Exif segment running from start to end. */
function exifOrientation(view: DataView, start: number, end: number): ImageOrientation | undefined {
  // "Exif\0\0", then a TIFF header: byte order, 42, offset of the first directory.
  if (end - start < 14 || view.getUint32(start) !== 0x45786966 || view.getUint16(start + 4) !== 0) return undefined;
  const tiff = start + 6;
  const byteOrder = view.getUint16(tiff);
  if (byteOrder !== 0x4949 && byteOrder !== 0x4d4d) return undefined;
  const isLittleEndian = byteOrder === 0x4949;
  const directory = tiff + view.getUint32(tiff + 4, isLittleEndian);
  if (directory + 2 > end) return undefined;
  const entries = view.getUint16(directory, isLittleEndian);
  for (let index = 0; index < entries; index += 1) {
    const entry = directory + 2 + index * 12;
    if (entry + 12 > end) return undefined;
    if (view.getUint16(entry, isLittleEndian) !== orientationTag) continue;
    const value = view.getUint16(entry + 8, isLittleEndian);
    return value >= 1 && value <= 8 ? (value as ImageOrientation) : undefined;
  }
  return undefined;
}
