/**
 * Realistic data and real images for the documents' tests. Not used by the server: the images are
 * made here, byte by byte, so the tests need no binary files.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { DocumentCompletion, DocumentPage } from './document-data.ts';

/** An 85 × 54 baseline JPEG of an identification card (made with pdftoppm). */
export const identificationJpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQEAEgASAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAA2AFUDASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwDsqKZLKkK7pGwCcdKi+3W//PT/AMdNakFiiq/263/56f8AjpqSKeObPltux14NAElFVX1Kwjdke9tlZTgqZVBB9OtN/tXTv+f+1/7/AC/407CLlFU/7V07/n/tf+/y/wCNH9q6d/z/ANr/AN/l/wAaLMC5RVP+1dO/5/7X/v8AL/jT4r+znkEcN3BI56KkgJP4ZosBZooopDKep/8AHuv++P5GsutTU/8Aj3X/AHx/I1l0gCtDSv8Alr+H9az60NK/5a/h/WgCjceFLC5uZZ3luQ0rlyAy4yTn0qP/AIQ3Tv8Antdf99L/APE1NcRWJuJS+l3jsXOWVWwxz1HNR+Tp3/QIvv8Avhv/AIqq52HKhv8Awhunf89rr/vpf/iaP+EN07/ntdf99L/8TTvJ07/oEX3/AHw3/wAVTo7bTpJFT+yrxdxA3MrAD3PNHOw5UR/8Ibp3/Pa6/wC+l/8Aiasaf4as9PvI7qGWdnjzgOwI5BHp71eg0uztpllhh2uvQ7ifb1q5RzMVkFFFFIZT1P8A491/3x/I1l1tXUH2iMJu24Oc4zVX+zP+m3/jv/16QGfWhpX/AC1/D+tH9mf9Nv8Ax3/69WLS1+zb/n3bsdsUAWKKKKYBRRRQAUUUUAFFFFABRRRQAUUUUAFFFFABRRRQAUUUUAFFFFAH/9k=',
  'base64',
);

/** A PNG of `width` × `height` RGBA pixels, coloured by `paint`. */
export function makePng(
  width: number,
  height: number,
  paint: (x: number, y: number) => [number, number, number, number],
): Buffer {
  const rows = Buffer.alloc(height * (1 + width * 4));
  for (let y = 0; y < height; y += 1) {
    const rowStart = y * (1 + width * 4); // each row starts with filter type 0
    for (let x = 0; x < width; x += 1) rows.set(paint(x, y), rowStart + 1 + x * 4);
  }
  return assemblePng(width, height, 6, rows);
}

/**
 * A PNG file whose header declares `width` × `height` at 8 bits per channel of `colourType` (0 grey,
 * 6 RGBA), holding these rows (each led by its filter byte), deflated here. The rows need not fill
 * the declared size: a header alone can declare any size.
 */
export function assemblePng(width: number, height: number, colourType: 0 | 6, rows: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(typeAndData));
    return Buffer.concat([length, typeAndData, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, colourType, 0, 0, 0], 8); // 8 bits per channel, deflate, no filter choice, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A signature as the canvas sends it: a dark scrawl on a transparent background. */
export function makeSignaturePng(): Buffer {
  return makePng(300, 100, (x, y) => {
    const stroke = 50 + 25 * Math.sin(x / 14) * Math.cos(x / 37);
    return Math.abs(y - stroke) < 2.2 ? [15, 31, 58, 255] : [255, 255, 255, 0];
  });
}

/** `identificationJpeg` with an EXIF segment saying how to turn it (1 to 8). */
export function jpegWithOrientation(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1'); // big-endian
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // the first directory follows the header
  tiff.writeUInt16BE(1, 8); // one entry:
  tiff.writeUInt16BE(0x0112, 10); // orientation,
  tiff.writeUInt16BE(3, 12); // a SHORT,
  tiff.writeUInt32BE(1, 14); // one of them,
  tiff.writeUInt16BE(orientation, 18); // this value
  tiff.writeUInt32BE(0, 22); // and no next directory
  const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(exif.length + 2, 2);
  return Buffer.concat([identificationJpeg.subarray(0, 2), segment, exif, identificationJpeg.subarray(2)]);
}

/** A page of the induction with its quiz. */
export function makePage(title: string, overrides: Partial<DocumentPage> = {}): DocumentPage {
  return {
    title,
    firstShownAt: '2026-03-02T09:15:00.000Z',
    secondsSpent: 125,
    quiz: null,
    signaturePng: null,
    signatureMethod: null,
    ...overrides,
  };
}

/** A completed induction as the completions service would gather it. */
export function makeCompletion(overrides: Partial<DocumentCompletion> = {}): DocumentCompletion {
  return {
    verificationCode: '7KQ4-M2XD-9BWT',
    completedAt: '2026-03-02T10:41:07.000Z',
    language: 'en',
    expiresAt: '2027-03-02T10:41:07.000Z',
    person: {
      firstName: 'Łukasz',
      lastName: 'Nguyễn',
      email: 'lukasz.nguyen@example.com',
      phone: '+61 412 345 678',
      company: 'Ørsted Lifting Pty Ltd',
    },
    emergencyContact: { name: "Zoë O'Brien", phone: '+61 498 765 432', relationship: 'Partner' },
    driversLicence: { number: 'NSW 12345678', expiry: '2028-07-31' },
    highRiskWorkLicence: { number: 'HRW-CN-778812', expiry: '2025-01-05', state: 'NSW', classes: ['CN', 'DG'] },
    otherLicences: [
      { name: 'Dogging', number: 'DG-44120', expiry: '2029-11-30' },
      { name: 'White Card', number: 'WC-0099812', expiry: '' },
    ],
    induction: {
      title: 'Mobile Crane Site Safety',
      description:
        'How to work safely around mobile cranes on site: exclusion zones, lifting plans, the signals ' +
        'of the dogman and what to do when the wind picks up.',
      version: { number: 3, publishedAt: '2026-02-12T23:30:00.000Z' },
    },
    identification: { bytes: identificationJpeg, contentType: 'image/jpeg' },
    pages: [
      makePage('Exclusion zones', { signaturePng: makeSignaturePng(), signatureMethod: 'drawn' }),
      makePage('Lifting plans', {
        firstShownAt: '2026-03-02T09:17:05.000Z',
        secondsSpent: 3725,
        quiz: {
          answeredAt: '2026-03-02T10:18:40.000Z',
          answers: [
            {
              question: 'Who may enter the exclusion zone during a lift?',
              answer: 'Only the dogman, when the crane operator agrees',
              correctAnswer: 'Only the dogman, when the crane operator agrees',
              isCorrect: true,
            },
            {
              question: 'What is the maximum wind speed for this lift?',
              answer: '60 km/h',
              correctAnswer: '38 km/h',
              isCorrect: false,
            },
            {
              question: 'Who signs the lift plan?',
              answer: null,
              correctAnswer: 'The lift supervisor',
              isCorrect: false,
            },
          ],
        },
      }),
      makePage('Sign-off', {
        firstShownAt: null,
        secondsSpent: null,
        signaturePng: makeSignaturePng(),
        signatureMethod: 'typed',
      }),
    ],
    generatedAt: '2026-03-05T08:00:00.000Z',
    timeZone: 'Australia/Sydney',
    publicUrl: 'https://induction.example.com',
    evidence: {
      sequence: 41,
      seal: 'b3c1d9e0a4f2c6e8b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5e7',
      previousSeal: '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0',
      sealedAt: '2026-03-02T10:41:07.000Z',
      pages: [
        {
          order: 1,
          title: 'Exclusion zones',
          firstShownAt: '2026-03-02T09:15:00.000Z',
          satisfiedAt: '2026-03-02T09:17:05.000Z',
          secondsSpent: 125,
        },
      ],
    },
    ...overrides,
  };
}
