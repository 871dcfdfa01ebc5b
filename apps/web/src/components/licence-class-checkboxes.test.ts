import { i18n } from '@lingui/core';
import { hrwlClassNames, hrwlClasses } from '@crane/contract';
import { describe, expect, it } from 'vitest';
import { hrwlClassNameTexts } from './licence-class-checkboxes';

describe('the licence class names the worker reads', () => {
  it("are the contract's names in English", () => {
    for (const code of hrwlClasses) expect(i18n._(hrwlClassNameTexts[code])).toBe(hrwlClassNames[code]);
  });
});
