import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { assemblePng } from '../../modules/documents/document-fixtures.ts';
import { readImageSize } from './read-image-size.ts';

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
    // A header declaring 100000 x 100000 grey pixels, followed by one row of them.
    const png = assemblePng(100_000, 100_000, 0, Buffer.alloc(100_001));
    expect(await readImageSize(png)).toEqual({ width: 100_000, height: 100_000 });
    expect(performance.now() - startedAt).toBeLessThan(500);
  });

  it('answers undefined for bytes that are no image', async () => {
    expect(await readImageSize(Buffer.from('%PDF-1.4 not an image'))).toBeUndefined();
    expect(await readImageSize(Buffer.from('ffd8ffe000104a464946000101', 'hex'))).toBeUndefined();
  });
});
