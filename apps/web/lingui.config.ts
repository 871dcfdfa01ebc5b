import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { languages, sourceLanguage } from '../../packages/contract/src/languages.ts';

/**
 * The worker's screens in their language (issue 16 §2, decision 36). `npm run i18n:extract` collects
 * the English written in the code into src/locales/en.po and adds new messages to the other catalogs;
 * translators fill those. The build compiles each catalog to JSON (`lingui compile`), which the app
 * fetches for the worker's language only.
 */
const config: LinguiConfig = {
  locales: [...languages],
  sourceLocale: sourceLanguage,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    },
  ],
  // Each message names the files it comes from (not the lines, which would churn every catalog).
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'json',
  orderBy: 'messageId',
};

export default config;
