import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { languages, sourceLanguage } from '@crane/contract';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';

/**
 * The translations of the worker's screens are complete (issue 16 §2, decision 36): every message the
 * code writes is in the English catalog, and every other language translates every one of them, with
 * the same placeholders and tags, in valid ICU MessageFormat.
 */
const localesDir = import.meta.dirname;
const webDir = path.resolve(localesDir, '../..');

type Catalog = Map<string, string>;

function readCatalog(file: string): Catalog {
  const po = PO.parse(fs.readFileSync(file, 'utf8'));
  return new Map(
    po.items.filter((item) => !item.obsolete && item.msgid !== '').map((item) => [item.msgid, item.msgstr[0] ?? '']),
  );
}

const catalogOf = (language: string) => readCatalog(path.join(localesDir, `${language}.po`));
const english = catalogOf(sourceLanguage);

/** The `{name}` placeholders, plural and select arguments, and `<0>` tags of a message, sorted. */
function slotsOf(message: string): string[] {
  const placeholders = [...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((match) => `{${match[1]}}`);
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map((match) => match[0]);
  return [...new Set([...placeholders, ...tags])].sort();
}

describe('the catalogs of the worker screens', () => {
  it('hold every message the code writes, and no other', () => {
    const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crane-extract-'));
    try {
      const config = {
        rootDir: webDir,
        locales: [sourceLanguage],
        sourceLocale: sourceLanguage,
        catalogs: [
          {
            path: path.join(tempDir, '{locale}'),
            include: ['<rootDir>/src'],
            exclude: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
          },
        ],
      };
      const configFile = path.join(tempDir, 'lingui.config.json');
      fs.writeFileSync(configFile, JSON.stringify(config));
      const cli = path.resolve(webDir, '../../node_modules/@lingui/cli/dist/lingui.js');
      execFileSync(process.execPath, [cli, 'extract', '--config', configFile], { cwd: webDir, stdio: 'pipe' });
      const extracted = readCatalog(path.join(tempDir, `${sourceLanguage}.po`));
      const missing = [...extracted.keys()].filter((id) => !english.has(id));
      const unused = [...english.keys()].filter((id) => !extracted.has(id));
      expect({ missing, unused }, 'run `npm run i18n:extract -w apps/web`').toEqual({ missing: [], unused: [] });
    } finally {
      fs.rmSync(tempDir, { recursive: true, force: true });
    }
  }, 120_000);

  it.each(languages.filter((language) => language !== sourceLanguage))(
    'translate every message into %s, keeping its placeholders and tags',
    (language) => {
      const catalog = catalogOf(language);
      const untranslated = [...english.keys()].filter((id) => !catalog.get(id)?.trim());
      expect(untranslated, `messages without a ${language} translation`).toEqual([]);
      const extra = [...catalog.keys()].filter((id) => !english.has(id));
      expect(extra, `${language} messages that English no longer has`).toEqual([]);
      for (const [id, translation] of catalog) {
        expect(slotsOf(translation), `${language}: ${id}`).toEqual(slotsOf(english.get(id) ?? id));
        expect(() => compileMessage(translation), `${language}: ${translation}`).not.toThrow();
      }
    },
  );
});
