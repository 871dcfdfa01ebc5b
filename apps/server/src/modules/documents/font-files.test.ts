import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findFontsDirectory, loadFontFiles } from './font-files.ts';

const serverDirectory = path.resolve(import.meta.dirname, '../../..');

describe('the font files', () => {
  it('are found from the source folder and from the bundle in dist/', () => {
    const fonts = path.join(serverDirectory, 'assets', 'fonts');

    expect(findFontsDirectory(import.meta.dirname)).toBe(fonts);
    expect(findFontsDirectory(path.join(serverDirectory, 'dist'))).toBe(fonts);
    expect(fs.existsSync(path.join(fonts, 'LICENSE-DejaVu.txt'))).toBe(true);
  });

  it('say where they were looked for when they are missing', () => {
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'no-fonts-'));
    try {
      expect(() => findFontsDirectory(elsewhere)).toThrow(`No assets/fonts/DejaVuSans.ttf in ${elsewhere}`);
    } finally {
      fs.rmSync(elsewhere, { recursive: true });
    }
  });

  it('are read and parsed once per process', async () => {
    const first = await loadFontFiles();
    const second = await loadFontFiles();

    expect(second).toBe(first);
    expect(first.regular.font.familyName).toBe('DejaVu Sans');
    expect(first.bold.font.subfamilyName).toBe('Bold');
  });
});
