import {
  decodePDFRawStream,
  PDFArray,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFObjectParser,
  PDFParser,
  PDFRawStream,
  type PDFDict,
  type PDFObject,
} from 'pdf-lib';
import { mutePdfLibParseWarnings } from './pdf-lib-warnings.ts';

/**
 * The most bytes that loading one uploaded PDF may decode from its object and cross-reference streams.
 * Those hold only the file's small objects (dictionaries, arrays, offsets): a few hundred KB in the PDF
 * of a passport or a licence.
 */
export const maxDecodedStructureBytes = 8 * 1024 * 1024;
/** The most pages an uploaded PDF may have to be copied into a document: a passport or licence has one or two. */
export const maxUploadedPdfPages = 50;

/** The PDF would cost far more to load than its size says; it was stopped before it did. */
export class PdfTooComplexError extends Error {
  constructor(reason: string) {
    super(`The PDF is too complex to load: ${reason}`);
    this.name = 'PdfTooComplexError';
  }
}

/** pdf-lib's default for PDFDocument.load: the number of objects parsed between turns of the event loop. */
const objectsPerTick = 100;
/** How much of a stream is decoded at a time while it is measured. */
const decodeChunkBytes = 64 * 1024;

/**
 * A PDF a person uploaded (an identification document), loaded with pdf-lib once it is known to cost
 * what its size says (decision 44). pdf-lib trusts a file's numbers while it loads, and a file of a few
 * KB can make it work for minutes and take gigabytes (measured with pdf-lib 1.17.1):
 *
 * - an object stream or cross-reference stream is decoded whole: 1 MB of data that inflates to 1 GB
 *   held the event loop for 6.5 s and took 2.1 GB;
 * - each object of an object stream is parsed from its offset, so 200 offsets pointing at one 400 KB
 *   array parse it 200 times: a 1.1 KB file, 13.5 s and 2.2 GB;
 * - a cross-reference stream makes as many entries as its `/Size` or `/Index` say, whatever its data;
 * - pages inherit from every ancestor, each copied page climbing the whole tree.
 *
 * So pdf-lib's own parser first reads the file with a check before each stream it would decode: the
 * stream decodes within {@link maxDecodedStructureBytes} for the whole file, an object stream's
 * objects lie each within its own bytes (offsets rising, every object parsed from its slice alone),
 * and a cross-reference stream's entries are no more than its data holds. Then the file is loaded:
 * the same code reading the same bytes decodes and parses the same streams. At most
 * {@link maxUploadedPdfPages} pages. Throws PdfTooComplexError, and pdf-lib's own errors for a damaged
 * or encrypted file: a damaged object stops the loading at once (`throwOnInvalidObject`), where pdf-lib
 * would search on for its end and read on, about 30 µs an object (a 4.9 MB file of them took 6.4 s
 * to load) and two warnings each (muted, pdf-lib-warnings.ts).
 */
export async function loadUploadedPdf(bytes: Uint8Array): Promise<PDFDocument> {
  mutePdfLibParseWarnings();
  const checking = new CheckingParser(bytes);
  try {
    await checking.parseDocument();
  } catch (error) {
    throw checking.problem ? new PdfTooComplexError(checking.problem) : error;
  }
  if (checking.problem) throw new PdfTooComplexError(checking.problem);
  const document = await PDFDocument.load(bytes, {
    updateMetadata: false,
    parseSpeed: objectsPerTick,
    throwOnInvalidObject: true,
  });
  const pages = document.getPageCount();
  if (pages > maxUploadedPdfPages) throw new PdfTooComplexError(`${pages} pages, more than ${maxUploadedPdfPages}`);
  return document;
}

const typeKey = PDFName.of('Type');
const objectStreamType = PDFName.of('ObjStm');
const crossReferenceType = PDFName.of('XRef');

/** pdf-lib's parser, checking each stream it is about to decode; the first problem found is kept. */
class CheckingParser extends PDFParser {
  /**
   * Kept, not only thrown: pdf-lib catches an error while it reads an object and takes the object for
   * a damaged one, throwing its own error in place of this one (`throwOnInvalidObject`, the third
   * argument below).
   */
  problem: string | undefined;
  private decodedBytes = 0;

  constructor(bytes: Uint8Array) {
    super(bytes, objectsPerTick, true);
  }

  override parseObject(): PDFObject {
    const object = super.parseObject();
    if (!(object instanceof PDFRawStream)) return object;
    // The test pdf-lib applies to the object it has just read, before it decodes it (PDFParser.parseIndirectObject).
    const type = object.dict.lookup(typeKey);
    if (type !== objectStreamType && type !== crossReferenceType) return object;
    this.problem ??= this.streamProblem(object, type === objectStreamType);
    // The error stops pdf-lib decoding the stream itself.
    if (this.problem) throw new PdfTooComplexError(this.problem);
    return object;
  }

  private streamProblem(stream: PDFRawStream, isObjectStream: boolean): string | undefined {
    const data = this.decodeWithinLimit(stream);
    if (!data) return `its streams decode to more than ${maxDecodedStructureBytes / 1024 / 1024} MB`;
    return isObjectStream ? objectStreamProblem(stream.dict, data) : crossReferenceProblem(stream.dict, data.length);
  }

  /** The stream decoded a piece at a time, or undefined as soon as the file's streams pass the limit. */
  private decodeWithinLimit(stream: PDFRawStream): Uint8Array | undefined {
    const decoder = decodePDFRawStream(stream);
    const pieces: Uint8Array[] = [];
    for (;;) {
      // Unclamped unless asked: the same bytes either way.
      const piece = decoder.getBytes(decodeChunkBytes) as Uint8Array;
      if (piece.length === 0) return Buffer.concat(pieces);
      this.decodedBytes += piece.length;
      if (this.decodedBytes > maxDecodedStructureBytes) return undefined;
      pieces.push(piece);
    }
  }
}

/** A whole number of at least 0 under `key`, else undefined. */
function countIn(dict: PDFDict, key: string): number | undefined {
  return naturalNumber(dict.lookup(PDFName.of(key)));
}

function naturalNumber(value: PDFObject | undefined): number | undefined {
  if (!(value instanceof PDFNumber)) return undefined;
  const number = value.asNumber();
  return Number.isSafeInteger(number) && number >= 0 ? number : undefined;
}

/** The numbers of an object stream's header: digits and white space only, else undefined. */
function headerNumbers(header: Uint8Array): number[] | undefined {
  const numbers: number[] = [];
  let digits = '';
  for (const byte of header) {
    if (byte >= 0x30 && byte <= 0x39) {
      digits += String.fromCharCode(byte);
      if (digits.length > 15) return undefined;
    } else if (byte === 0x00 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d || byte === 0x20) {
      if (digits) numbers.push(Number(digits));
      digits = '';
    } else {
      return undefined;
    }
  }
  if (digits) numbers.push(Number(digits));
  return numbers;
}

/**
 * Whether an object stream's N objects each lie in their own bytes: its header (object number and
 * offset pairs, before /First) plain numbers, offsets rising, and each object parsing from its slice
 * alone. Then pdf-lib, parsing each from its offset, reads each part of the stream about once.
 */
function objectStreamProblem(dict: PDFDict, data: Uint8Array): string | undefined {
  const first = countIn(dict, 'First');
  const count = countIn(dict, 'N');
  if (first === undefined || count === undefined || first > data.length)
    return 'an object stream has no valid /First or /N';
  const numbers = headerNumbers(data.subarray(0, first));
  if (!numbers || numbers.length < 2 * count) return "an object stream's header does not list its objects";
  const starts = Array.from({ length: count }, (_, index) => first + numbers[2 * index + 1]!);
  for (const [index, start] of starts.entries()) {
    const end = starts[index + 1] ?? data.length;
    if (start >= end) return "an object stream's objects overlap";
    try {
      PDFObjectParser.forBytes(data.subarray(start, end), dict.context).parseObject();
    } catch {
      return "an object stream's object runs past its own bytes";
    }
  }
  return undefined;
}

/** Whether a cross-reference stream's entries (what /Index or /Size say, /W bytes each) fit in its data. */
function crossReferenceProblem(dict: PDFDict, dataLength: number): string | undefined {
  const widths = dict.lookup(PDFName.of('W'));
  if (!(widths instanceof PDFArray)) return 'a cross-reference stream has no /W';
  let entryWidth = 0;
  // pdf-lib reads an entry's first three fields.
  for (let index = 0; index < Math.min(widths.size(), 3); index += 1) {
    const width = naturalNumber(widths.lookup(index));
    if (width === undefined || width > 8) return 'a cross-reference stream has a field width that is not 0 to 8';
    entryWidth += width;
  }
  const index = dict.lookup(PDFName.of('Index'));
  const lengths: (number | undefined)[] = [];
  if (index instanceof PDFArray) {
    for (let position = 1; position < index.size(); position += 2) lengths.push(naturalNumber(index.lookup(position)));
  } else {
    lengths.push(countIn(dict, 'Size'));
  }
  if (lengths.some((length) => length === undefined)) return 'a cross-reference stream has no valid /Index or /Size';
  const entries = lengths.reduce((sum: number, length) => sum + length!, 0);
  if (entries * Math.max(entryWidth, 1) > dataLength)
    return 'a cross-reference stream lists more entries than it holds';
  return undefined;
}
