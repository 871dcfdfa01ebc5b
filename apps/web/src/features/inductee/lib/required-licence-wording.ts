import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RequiredLicence } from '@crane/contract';

/**
 * A list in the language of `i18n` ("C2, C6 or C1", "its number and its expiry date"), by the
 * language's own rules (Intl.ListFormat). English is written as the contract writes it, Australian
 * style: no comma before the last item.
 */
export function formatList(i18n: I18n, items: readonly string[], type: 'conjunction' | 'disjunction'): string {
  const locale = i18n.locale === 'en' ? 'en-AU' : i18n.locale;
  return new Intl.ListFormat(locale, { type }).format(items);
}

/**
 * What a requirement asks, as the worker's screens say it in their language (the contract's
 * requiredLicenceText says it in English for the builder and the server).
 */
export function requiredLicenceLabel(i18n: I18n, required: RequiredLicence): string {
  if (required.kind === 'drivers') return i18n._(msg`A driver's licence`);
  if (required.classes.length === 0) return i18n._(msg`A high risk work licence`);
  const requiredClasses = formatList(i18n, required.classes, 'disjunction');
  if (required.classes.length === 1) {
    const requiredClass = requiredClasses;
    return i18n._(msg`A high risk work licence with class ${requiredClass}`);
  }
  return i18n._(msg`A high risk work licence with at least one of the classes ${requiredClasses}`);
}
