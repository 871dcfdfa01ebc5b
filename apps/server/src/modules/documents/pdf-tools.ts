/**
 * The real PDF tools the documents' tests check their output with: poppler-utils (pdftotext,
 * pdfinfo, pdfimages, pdftoppm) and qpdf. Each call writes the document to a fresh temporary file.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Whether a command-line tool is installed. */
export function hasTool(name: string): boolean {
  return spawnSync(name, ['--version'], { stdio: 'ignore' }).error === undefined;
}

function withTemporaryFile<T>(bytes: Uint8Array, use: (file: string) => T): T {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'documents-test-'));
  const file = path.join(directory, 'document.pdf');
  try {
    fs.writeFileSync(file, bytes);
    return use(file);
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

/** One page of the document as pdftoppm paints it: PNG bytes at `dpi` dots per inch. */
export function renderPageToPng(bytes: Uint8Array, page: number, dpi: number): Buffer {
  return withTemporaryFile(bytes, (file) => {
    const image = path.join(path.dirname(file), 'page');
    const range = ['-f', String(page), '-l', String(page)];
    execFileSync('pdftoppm', ['-png', '-r', String(dpi), ...range, '-singlefile', file, image]);
    return fs.readFileSync(`${image}.png`);
  });
}

/** The text pdftotext reads out of the document, every page, in UTF-8. */
export function extractText(bytes: Uint8Array): string {
  return withTemporaryFile(bytes, (file) =>
    execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
  );
}

/** The text with every run of spaces and line breaks made one space, for sentences that wrap. */
export const extractFlatText = (bytes: Uint8Array) => extractText(bytes).replace(/\s+/g, ' ');

/** A word pdftotext found, with its box in points from the top-left corner of its page. */
export type WordBox = { text: string; xMin: number; yMin: number; xMax: number; yMax: number };

/** Every page's size and the boxes of the words on it, from pdftotext -bbox. */
export function readWordBoxes(bytes: Uint8Array): { width: number; height: number; words: WordBox[] }[] {
  const html = withTemporaryFile(bytes, (file) =>
    execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
  );
  return html
    .split('<page ')
    .slice(1)
    .map((page) => {
      const [, width = '0', height = '0'] = /width="([\d.]+)" height="([\d.]+)"/.exec(page) ?? [];
      const words = [
        ...page.matchAll(/<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)</g),
      ];
      return {
        width: Number(width),
        height: Number(height),
        words: words.map(([, xMin, yMin, xMax, yMax, text]) => ({
          text: text ?? '',
          xMin: Number(xMin),
          yMin: Number(yMin),
          xMax: Number(xMax),
          yMax: Number(yMax),
        })),
      };
    });
}

/**
 * The word printed next to `label` on any page: the nearest one to its right on the same line (a
 * report's field), or else just below it and overlapping it (a certificate's label over its value).
 * Null when no word is there.
 */
export function readWordNextTo(bytes: Uint8Array, label: string): string | null {
  const labelWords = label.split(' ');
  for (const { words } of readWordBoxes(bytes)) {
    for (let index = 0; index + labelWords.length <= words.length; index += 1) {
      const run = words.slice(index, index + labelWords.length);
      const [first, last] = [run[0], run.at(-1)];
      if (!first || !last || run.some((word, offset) => word.text !== labelWords[offset])) continue;
      const others = words.filter((word) => !run.includes(word));
      const onTheRight = others
        .filter((word) => Math.abs(word.yMin - last.yMin) < 3 && word.xMin > last.xMax && word.xMin - last.xMax < 150)
        .sort((a, b) => a.xMin - b.xMin);
      const below = others
        .filter((word) => word.yMin > last.yMax && word.yMin - last.yMax < 20)
        .filter((word) => word.xMin < last.xMax && word.xMax > first.xMin)
        .sort((a, b) => a.yMin - b.yMin);
      const next = onTheRight[0] ?? below[0];
      if (next) return next.text;
    }
  }
  return null;
}

/** What pdfinfo says of the document, as "Key: value" pairs. */
export function readInfo(bytes: Uint8Array): Record<string, string> {
  const output = withTemporaryFile(bytes, (file) => execFileSync('pdfinfo', ['-isodates', file], { encoding: 'utf8' }));
  const info: Record<string, string> = {};
  for (const [, key, value] of output.matchAll(/^([^:\n]+):[ \t]*(.*)$/gm)) {
    if (key !== undefined && value !== undefined) info[key] = value;
  }
  return info;
}

/** The page count pdfinfo reports. */
export const countPages = (bytes: Uint8Array) => Number(readInfo(bytes).Pages);

/** The images pdfimages lists, one per drawing: page, type, width and height. */
export function listImages(bytes: Uint8Array): { page: number; type: string; width: number; height: number }[] {
  const output = withTemporaryFile(bytes, (file) => execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }));
  return output
    .split('\n')
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => line.trim().split(/\s+/))
    .map(([page, , type = '', width, height]) => ({
      page: Number(page),
      type,
      width: Number(width),
      height: Number(height),
    }));
}

/** qpdf --check's verdict: status 0 means no errors and no warnings. */
export function checkWithQpdf(bytes: Uint8Array): { status: number | null; output: string } {
  return withTemporaryFile(bytes, (file) => {
    const result = spawnSync('qpdf', ['--check', file], { encoding: 'utf8' });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  });
}
