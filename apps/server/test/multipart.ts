import { Readable } from 'node:stream';

/** A text field or a file of a multipart/form-data body. */
export type MultipartPart =
  { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

const testBoundary = '----crane-test-boundary';

/** The bytes of the parts, in order, each opened by the boundary (no closing boundary). */
function encodeParts(parts: MultipartPart[], boundary = testBoundary): Buffer {
  const chunks = parts.flatMap((part) => {
    const head =
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`;
    return [Buffer.from(head), 'value' in part ? Buffer.from(part.value) : part.data, Buffer.from('\r\n')];
  });
  return Buffer.concat(chunks);
}

/** A multipart/form-data body for `app.inject`, from fields and files in order. */
export function multipartBody(parts: MultipartPart[]) {
  const payload = Buffer.concat([encodeParts(parts), Buffer.from(`--${testBoundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${testBoundary}` } };
}

/** A multipart/form-data body with one file field. */
export const multipart = (name: string, filename: string, contentType: string, data: Buffer) =>
  multipartBody([{ name, filename, contentType, data }]);

/** A body that arrives in pieces cut at these offsets, as over a network, for `app.inject`. */
export function inPieces(payload: Buffer, ...offsets: number[]): Readable {
  const edges = [0, ...offsets, payload.length];
  return Readable.from(edges.slice(1).map((end, index) => payload.subarray(edges[index], end)));
}

const noBoundary = 'The Content-Type multipart/form-data must give the boundary of the body (1 to 70 characters)';
const incomplete =
  'The multipart body is incomplete: it ends before its closing boundary, or its boundary is not the one in the Content-Type';

/**
 * Every kind of broken multipart body seen in the fuzzing of issue 11, built around these parts, with
 * the 400 message each must get.
 */
export function malformedMultipartBodies(parts: MultipartPart[]) {
  const whole = multipartBody(parts).payload;
  const withoutClosing = encodeParts(parts);
  const typed = (contentType: string) => ({ 'content-type': contentType });
  return [
    { kind: 'no boundary', headers: typed('multipart/form-data'), payload: whole, message: noBoundary },
    {
      kind: 'an empty boundary',
      headers: typed('multipart/form-data; boundary='),
      payload: whole,
      message: noBoundary,
    },
    {
      kind: 'a boundary over 256 characters',
      headers: typed(`multipart/form-data; boundary=${'b'.repeat(300)}`),
      payload: whole,
      message: noBoundary,
    },
    {
      kind: 'a wrong boundary',
      headers: typed('multipart/form-data; boundary=another-boundary'),
      payload: whole,
      message: incomplete,
    },
    {
      kind: 'no closing boundary',
      headers: typed(`multipart/form-data; boundary=${testBoundary}`),
      payload: withoutClosing,
      message: incomplete,
    },
    {
      kind: 'a body cut in the middle of the last part',
      headers: typed(`multipart/form-data; boundary=${testBoundary}`),
      payload: withoutClosing.subarray(0, withoutClosing.length - 20),
      message: incomplete,
    },
    {
      kind: 'a field declared as JSON that is not',
      headers: typed(`multipart/form-data; boundary=${testBoundary}`),
      payload: Buffer.from(
        `--${testBoundary}\r\nContent-Disposition: form-data; name="meta"\r\nContent-Type: application/json\r\n\r\n{not json\r\n--${testBoundary}--\r\n`,
      ),
      message: 'A multipart field sent as application/json is not valid JSON',
    },
    {
      kind: 'a body that is not multipart at all',
      headers: typed(`multipart/form-data; boundary=${testBoundary}`),
      payload: Buffer.from('{"progressId": 1, "pdf": "not a form"}'),
      message: incomplete,
    },
  ];
}
