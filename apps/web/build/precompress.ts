import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

/** What is worth compressing: text. Images, fonts and PDFs are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this, the headers of a compressed answer cost about what they save. */
const minimumBytes = 256;

/** Above this (pdf.js's worker), fewer Zopfli rounds: the build stays quick. */
const largeBytes = 512 * 1024;

function filesUnder(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`) copy beside each text file of the build, once,
 * so the server sends the smallest form a browser accepts without compressing on every request
 * (@fastify/static's `preCompressed`; issue 16, decision 32). The gzip copy is made with Zopfli, which
 * writes ordinary gzip about 3–4 % smaller than zlib's level 9, for the phones that do not take brotli
 * (decision 36: the room the translations needed under the 100 KB budget).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'crane-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!compressible.test(file)) continue;
        const data = fs.readFileSync(file);
        if (data.length < minimumBytes) continue;
        fs.writeFileSync(`${file}.gz`, await gzipAsync(data, { numiterations: data.length > largeBytes ? 5 : 15 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
        );
      }
    },
  };
}
