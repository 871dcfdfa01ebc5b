/**
 * The languages a worker can take an induction in (issue 16 §2), without zod so that the worker's
 * screens can read it cheaply. English is the source language: every other one translates it.
 */
export const languages = ['en', 'zh-Hans', 'vi', 'ar', 'hi', 'es', 'ko'] as const;
export type Language = (typeof languages)[number];
export const sourceLanguage: Language = 'en';

/** Each language by its own name, as a worker looking for theirs would read it. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  'zh-Hans': '简体中文',
  vi: 'Tiếng Việt',
  ar: 'العربية',
  hi: 'हिन्दी',
  es: 'Español',
  ko: '한국어',
};

/** Each language's name in English, for the administrator's records and documents. */
export const englishLanguageNames: Record<Language, string> = {
  en: 'English',
  'zh-Hans': 'Chinese (Simplified)',
  vi: 'Vietnamese',
  ar: 'Arabic',
  hi: 'Hindi',
  es: 'Spanish',
  ko: 'Korean',
};

/** The name of the cookie that remembers a worker's choice, read by the server for the first paint. */
export const languageCookie = 'csi_lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The direction of a language's text: Arabic is written right to left, the layout mirrors. */
export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The language of ours a BCP 47 tag asks for, or undefined: `es-MX` is Spanish, `zh`, `zh-CN` and
 * `zh-Hans-SG` are Simplified Chinese (`zh-TW` and `zh-Hant` too: the nearest we have).
 */
export function languageOfTag(tag: string): Language | undefined {
  const lowered = tag.trim().toLowerCase();
  const exact = languages.find((language) => language.toLowerCase() === lowered);
  if (exact) return exact;
  const primary = lowered.split('-')[0];
  if (primary === 'zh') return 'zh-Hans';
  return languages.find((language) => language === primary);
}

/** The first of the browser's languages (most wanted first) that we have, else English. */
export function negotiateLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return sourceLanguage;
}

/** An `Accept-Language` header's tags, most wanted first (by q, then order); `*` and q=0 left out. */
export function acceptedLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const q = parameters.find((parameter) => parameter.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}
