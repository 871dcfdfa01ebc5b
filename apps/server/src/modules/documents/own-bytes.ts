/**
 * `bytes` in an ArrayBuffer of their own. pdf-lib's JPEG reader reads `bytes.buffer` from its
 * start, so a Node Buffer that shares the pool with others (most small ones do) reads as the wrong
 * bytes and fails with "SOI not found in JPEG". Copies only when the bytes share their buffer.
 */
export function ownBytes(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
}
