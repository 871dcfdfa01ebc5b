import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';

/**
 * Lingui's macros (`t`, `Trans`, `useLingui`…) become lookups of compiled messages by id at build time
 * (decision 36). Babel runs only on the files that import a macro, before React's transform; the web
 * build and the web tests (vitest.config.ts, run from the repository's root) use this same plugin.
 */
export function linguiMacros() {
  const linguiConfig = getConfig({ configPath: path.resolve(import.meta.dirname, '../lingui.config.ts') });
  // By its path: Babel loads the plugin itself, whichever copy of @babel/types this file sees.
  const macroPlugin = fileURLToPath(import.meta.resolve('@lingui/babel-plugin-lingui-macro'));
  const preset = defineRolldownBabelPreset({
    preset: () => ({ plugins: [[macroPlugin, { linguiConfig }]] }),
    rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
  });
  return babel({ presets: [preset], sourceMap: false });
}
