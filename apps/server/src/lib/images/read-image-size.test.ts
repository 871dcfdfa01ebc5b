import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readImageSize } from './read-image-size.ts';

/** One PNG chunk: length, type, data, CRC. */
const chunk = (type: string, data: Buffer) => {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
};

/** A PNG whose header declares this size, with a few bytes of pixels: its pixels can never be decoded. */
function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample; colour type 0 (grey)
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(100))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('readImageSize', () => {
  it('reads the size of JPEG, PNG and WebP images from their headers', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const image = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#123456' } })
        .toFormat(format)
        .toBuffer();
      expect(await readImageSize(image), format).toEqual({ width: 30, height: 20 });
    }
  });

  it('reads any size a header declares, beyond what sharp would ever decode, without decoding', async () => {
    const startedAt = performance.now();
    expect(await readImageSize(pngDeclaring(100_000, 100_000))).toEqual({ width: 100_000, height: 100_000 });
    expect(performance.now() - startedAt).toBeLessThan(500);
  });

  it('answers undefined for bytes that are no image', async () => {
    expect(await readImageSize(Buffer.from('%PDF-1.4 not an image'))).toBeUndefined();
    expect(await readImageSize(Buffer.from('ffd8ffe000104a464946000101', 'hex'))).toBeUndefined();
  });
});
