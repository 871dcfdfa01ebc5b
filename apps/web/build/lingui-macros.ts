import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';

/**
 * Lingui's macros (`t`, `Trans`, `useLingui`…) become lookups of compiled messages by id at build time
 * (decision 36). Babel runs only on the files that import a macro, before React's transform; the web
 * build and the web tests (vitest.config.ts) use this same plugin.
 */
export function linguiMacros() {
  const preset = defineRolldownBabelPreset({
    preset: { plugins: [linguiMacro] },
    rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
  });
  return babel({ presets: [preset], sourceMap: false });
}
