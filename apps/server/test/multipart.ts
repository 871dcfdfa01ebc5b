/** A text field or a file of a multipart/form-data body. */
export type MultipartPart =
  { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body for `app.inject`, from fields and files in order. */
export function multipartBody(parts: MultipartPart[]) {
  const boundary = '----crane-test-boundary';
  const chunks = parts.flatMap((part) => {
    const head =
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`;
    return [Buffer.from(head), 'value' in part ? Buffer.from(part.value) : part.data, Buffer.from('\r\n')];
  });
  const payload = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A multipart/form-data body with one file field. */
export const multipart = (name: string, filename: string, contentType: string, data: Buffer) =>
  multipartBody([{ name, filename, contentType, data }]);
