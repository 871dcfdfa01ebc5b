import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { keepLayouts } from './document-fonts.ts';
import { loadFontFiles } from './font-files.ts';

/** DejaVu Sans parsed anew, apart from the fonts the documents share. */
async function freshFont(): Promise<fontkit.Font> {
  const { regular } = await loadFontFiles();
  return fontkit.create(regular.bytes);
}

const glyphIds = (run: fontkit.GlyphRun) => run.glyphs.map((glyph) => glyph.id);

describe('kept layouts', () => {
  it('lay out a text once with the features given, the glyphs fontkit itself gives', async () => {
    const features = { liga: false, kern: false };
    const font = await freshFont();
    const reference = await freshFont();
    keepLayouts(font, features);

    const first = font.layout('Łukasz Nguyễn, ﬁtter', features);

    expect(font.layout('Łukasz Nguyễn, ﬁtter', features)).toBe(first);
    expect(glyphIds(first)).toEqual(glyphIds(reference.layout('Łukasz Nguyễn, ﬁtter', features)));
    expect(font.layout('Zoë Ørsted', features)).not.toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.glyphs) && Object.isFrozen(first.positions)).toBe(true);
  });

  it('pass other features through to fontkit', async () => {
    const font = await freshFont();
    keepLayouts(font, { liga: false });

    const withLigatures = font.layout('office', { liga: true });

    expect(font.layout('office', { liga: true })).not.toBe(withLigatures);
    expect(glyphIds(withLigatures)).toEqual(glyphIds((await freshFont()).layout('office', { liga: true })));
  });

  it('keep the 500 texts used most recently', async () => {
    const features = { kern: false };
    const font = await freshFont();
    keepLayouts(font, features);
    const first = font.layout('Name', features);
    const kept = font.layout('Company', features);

    for (let index = 0; index < 499; index += 1) {
      font.layout(`Worker ${index}`, features);
      if (index % 100 === 0) font.layout('Company', features);
    }

    expect(font.layout('Company', features)).toBe(kept);
    expect(font.layout('Name', features)).not.toBe(first);
  });
});
