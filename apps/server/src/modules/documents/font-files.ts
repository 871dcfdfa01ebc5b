import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fontkit from '@pdf-lib/fontkit';

/** The typefaces the documents use: DejaVu Sans draws Latin, Greek and Cyrillic names and more. */
export type FontFace = 'regular' | 'bold';

/** A font read from the repository's assets: the bytes pdf-lib embeds, and fontkit's reading of them. */
export type FontFile = { bytes: Uint8Array; font: fontkit.Font };

const fileNames: Record<FontFace, string> = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' };

/**
 * apps/server/assets/fonts, found by walking up from this module, because the module runs from
 * two places: src/modules/documents under vitest, and dist/main.js (or a test bundle) once esbuild
 * has bundled it. Both sit under apps/server, so the nearest assets/fonts holding the font is the
 * right one, and the bundle needs no copy of the assets.
 */
export function findFontsDirectory(start = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let directory = start; ; directory = path.dirname(directory)) {
    const candidate = path.join(directory, 'assets', 'fonts');
    if (fs.existsSync(path.join(candidate, fileNames.regular))) return candidate;
    if (path.dirname(directory) === directory) {
      throw new Error(`No assets/fonts/${fileNames.regular} in ${start} or any folder above it`);
    }
  }
}

let fontFiles: Promise<Record<FontFace, FontFile>> | undefined;

async function readFontFile(directory: string, face: FontFace): Promise<FontFile> {
  const bytes = new Uint8Array(await readFile(path.join(directory, fileNames[face])));
  return { bytes, font: fontkit.create(bytes) };
}

/**
 * Both faces, read and parsed once per process: every later document reuses them. A failed read
 * is not cached, so a font restored on disk is found by the next document.
 */
export function loadFontFiles(): Promise<Record<FontFace, FontFile>> {
  fontFiles ??= (async () => {
    const directory = findFontsDirectory();
    const [regular, bold] = await Promise.all([readFontFile(directory, 'regular'), readFontFile(directory, 'bold')]);
    return { regular, bold };
  })().catch((error: unknown) => {
    fontFiles = undefined;
    throw error;
  });
  return fontFiles;
}
