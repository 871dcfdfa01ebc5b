import { describe, expect, it } from 'vitest';
import { acceptedLanguageTags, directionOf, languageOfTag, languages, negotiateLanguage } from './languages.ts';

describe('the languages a worker can take an induction in', () => {
  it('are English and the six of issue 16, Arabic right to left', () => {
    expect(languages).toEqual(['en', 'zh-Hans', 'vi', 'ar', 'hi', 'es', 'ko']);
    expect(languages.filter((language) => directionOf(language) === 'rtl')).toEqual(['ar']);
  });

  it('are found from a tag by its region or script too', () => {
    expect(languageOfTag('es-MX')).toBe('es');
    expect(languageOfTag('ZH-hans-SG')).toBe('zh-Hans');
    expect(languageOfTag('zh-TW')).toBe('zh-Hans');
    expect(languageOfTag('ko-KR')).toBe('ko');
    expect(languageOfTag('fr')).toBeUndefined();
    expect(languageOfTag('')).toBeUndefined();
  });

  it("pick the first of the browser's languages that we have, else English", () => {
    expect(negotiateLanguage(['fr-FR', 'vi-VN', 'en'])).toBe('vi');
    expect(negotiateLanguage(['de', 'fr'])).toBe('en');
    expect(negotiateLanguage([])).toBe('en');
  });

  it('read an Accept-Language header by weight, leaving out * and q=0, and survive nonsense', () => {
    expect(acceptedLanguageTags('fr;q=0.5, ar-SA, hi;q=0.9, ko;q=0, *;q=0.1')).toEqual(['ar-SA', 'hi', 'fr']);
    expect(acceptedLanguageTags('en;q=abc,,;;,vi')).toEqual(['vi']);
    expect(acceptedLanguageTags(undefined)).toEqual([]);
    expect(acceptedLanguageTags('x'.repeat(5000))).toEqual(['x'.repeat(5000)]);
  });
});
