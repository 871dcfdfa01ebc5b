import { i18n, type Messages } from '@lingui/core';
import {
  directionOf,
  isLanguage,
  languageCookie,
  negotiateLanguage,
  sourceLanguage,
  type Language,
} from '@crane/contract';

/**
 * The worker's language (issue 16 §2, decision 36): each language's messages are a JSON file the build
 * compiles from its catalog (src/locales/*.po), fetched for that language only; the server names the
 * worker's file as a preload and writes `lang` and `dir` on the page before the code arrives.
 */
const catalogUrls = import.meta.glob<string>('../locales/*.json', { query: '?url', import: 'default', eager: true });

export function catalogUrlOf(language: Language): string {
  const url = catalogUrls[`../locales/${language}.json`];
  if (!url) throw new Error(`No compiled catalog for ${language}: run \`lingui compile\` (npm run build does).`);
  return url;
}

/** The worker's remembered choice, else the first of the browser's languages that we have. */
export function workerLanguage(): Language {
  const remembered = document.cookie
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === languageCookie)?.[1];
  const decoded = remembered === undefined ? undefined : decodeURIComponent(remembered);
  return isLanguage(decoded) ? decoded : negotiateLanguage(navigator.languages);
}

const oneYearSeconds = 365 * 24 * 60 * 60;

/** Remembers the worker's choice in a cookie, which the server reads to paint the next page in it. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${languageCookie}=${encodeURIComponent(language)}; path=/; max-age=${oneYearSeconds}; samesite=lax`;
}

async function fetchMessages(language: Language): Promise<Messages> {
  const response = await fetch(catalogUrlOf(language));
  if (!response.ok) throw new Error(`The ${language} messages did not load (${response.status})`);
  const catalog = (await response.json()) as { messages: Messages };
  return catalog.messages;
}

/** Loads a language's messages and shows the app in it: text, `lang`, and direction (Arabic mirrors). */
export async function activateLanguage(language: Language): Promise<void> {
  const messages = await fetchMessages(language);
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** The language of a screen: the admin's screens are in English, the worker's in the worker's language. */
export function languageAt(pathname: string): Language {
  return pathname.startsWith('/admin') ? sourceLanguage : workerLanguage();
}

/** The first activation: the screen's language, or English when its file cannot be had. */
export async function activateInitialLanguage(): Promise<void> {
  const language = languageAt(window.location.pathname);
  try {
    await activateLanguage(language);
  } catch (error) {
    if (language === sourceLanguage) throw error;
    await activateLanguage(sourceLanguage);
  }
}

export { i18n };
