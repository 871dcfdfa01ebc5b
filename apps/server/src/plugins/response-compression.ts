import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * How answers are compressed on the fly (issue 16, decision 32): JSON, CSV and other text over 1 KB,
 * brotli at quality 4 (fast) or gzip, whichever the browser accepts; what is compressed already (PDFs,
 * images) is left as it is, and the built files are sent as the build compressed them (web-app.ts).
 * Request bodies are never decompressed: every body limit then holds for what arrives.
 */
export const responseCompression: FastifyCompressOptions = {
  global: true,
  globalDecompression: false,
  threshold: 1024,
  encodings: ['br', 'gzip'],
};
