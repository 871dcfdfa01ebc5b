import zlib from 'node:zlib';
import { pdfOf } from './make-pdf.ts';

/**
 * Small PDFs that make a PDF library work far more than their size says (decision 44), each with one
 * page, built by hand as an attacker would. Each was measured against pdf-lib 1.17.1's own load.
 */

const onePage = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
];

/** A stream object of `data`, deflated, with the dictionary entries given. */
function deflatedStream(entries: string, data: Buffer): Buffer {
  const deflated = zlib.deflateSync(data, { level: 9 });
  return Buffer.concat([
    Buffer.from(`<< ${entries} /Filter /FlateDecode /Length ${deflated.length} >>\nstream\n`),
    deflated,
    Buffer.from('\nendstream'),
  ]);
}

/** An object stream of one object, padded with spaces to `decodedBytes`: a thousandth of that in the file. */
export function objectStreamBomb(decodedBytes: number): Buffer {
  const header = '10 0 ';
  const data = Buffer.alloc(decodedBytes, ' ');
  data.write(`${header}<< /Padded true >>`);
  return pdfOf([...onePage, deflatedStream(`/Type /ObjStm /N 1 /First ${header.length}`, data)], '1.5');
}

/** An object stream whose `count` objects all start at one array of `items` numbers: parsed `count` times. */
export function objectStreamOffsetsAtOneArray(count: number, items: number): Buffer {
  const header = Array.from({ length: count }, (_, index) => `${10 + index} 0 `).join('');
  const data = Buffer.from(`${header}[${'1 '.repeat(items)}]`);
  return pdfOf([...onePage, deflatedStream(`/Type /ObjStm /N ${count} /First ${header.length}`, data)], '1.5');
}

/** A cross-reference stream whose /Size claims `entries` entries of 4 bytes, holding one. */
export function crossReferenceStreamClaiming(entries: number): Buffer {
  const data = Buffer.from([1, 0, 9, 0]);
  return pdfOf([...onePage, deflatedStream(`/Type /XRef /Size ${entries} /W [1 2 1] /Root 1 0 R`, data)], '1.5');
}
