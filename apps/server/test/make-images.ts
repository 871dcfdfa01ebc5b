import sharp from 'sharp';

let hugePng: Promise<Buffer> | undefined;

/**
 * A decompression bomb: a PNG of 10000 x 10000 grey pixels, about 300 KB as sent but 100 megapixels
 * (300 MB of RGB) once decoded. Made once per test file (it takes about a second).
 */
export function makeHugePng(): Promise<Buffer> {
  hugePng ??= sharp(Buffer.alloc(10_000 * 10_000), { raw: { width: 10_000, height: 10_000, channels: 1 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return hugePng;
}

/** A PNG of this size (a signature pad's drawing is a dark scrawl on a transparent background). */
export function makePng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png()
    .toBuffer();
}

/** Where the sideways photo was taken (GPS), which must not be kept. */
export const photoGpsLatitude = '33/1 51/1 3/1';

/**
 * A 3000 x 1500 phone photo stored as the sensor saw it, with EXIF orientation 6 ("turn a quarter
 * clockwise to view"): its left half red, its right half blue, so upright it is 1500 x 3000, red on
 * top. It carries the camera's make and a GPS position.
 */
export async function makeSidewaysPhotoWithGps(): Promise<Buffer> {
  const red = await sharp({ create: { width: 1500, height: 1500, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .withExif({
      IFD0: { Make: 'TestPhone' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: photoGpsLatitude,
        GPSLongitudeRef: 'E',
        GPSLongitude: '151/1 12/1 40/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The RGB colour of one pixel of an image. */
export async function pixelAt(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at] ?? -1, data[at + 1] ?? -1, data[at + 2] ?? -1];
}
