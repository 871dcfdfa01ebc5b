import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { formatDateTime, formatLongDate, languages, type Language, type LicenceKind } from '@crane/contract';
import { AppError } from '../../lib/app-error.ts';
import { oneLine } from './one-line.ts';
import { ar } from './worker-emails/ar.ts';
import { en, type WorkerEmailMessages } from './worker-emails/en.ts';
import { es } from './worker-emails/es.ts';
import { hi } from './worker-emails/hi.ts';
import { ko } from './worker-emails/ko.ts';
import { vi } from './worker-emails/vi.ts';
import { zhHans } from './worker-emails/zh-Hans.ts';

/** Every language's texts of the worker emails (issue 16 §2, decision 36). */
export const workerEmailMessages: Record<Language, WorkerEmailMessages> = {
  en,
  'zh-Hans': zhHans,
  vi,
  ar,
  hi,
  es,
  ko,
};

export type WorkerEmailMessageId = keyof WorkerEmailMessages;

/** A worker email's words in one language: its messages, and dates as that language writes them. */
export type WorkerEmailTexts = {
  language: Language;
  text: (id: WorkerEmailMessageId, values?: Record<string, string | number>) => string;
  /** `March 02, 2026` in English; the language's long date otherwise. */
  longDate: (value: string, timeZone: string) => string;
  /** `March 02, 2026 at 20:15 AEDT` in English; the language's long date and time with the zone otherwise. */
  dateTime: (value: string, timeZone: string) => string;
};

/** Lingui, one instance per language, with the messages compiled once (ICU MessageFormat: plurals). */
const instances = new Map<Language, I18n>(
  languages.map((language) => {
    const messages: Messages = Object.fromEntries(
      Object.entries(workerEmailMessages[language]).map(([id, message]) => [id, compileMessage(message)]),
    );
    return [language, setupI18n({ locale: language, messages: { [language]: messages } })];
  }),
);

function intlDate(language: Language, value: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, options).format(date);
}

export function workerEmailTexts(language: Language): WorkerEmailTexts {
  const i18n = instances.get(language)!;
  const isEnglish = language === 'en';
  return {
    language,
    text: (id, values) => i18n._(id, values),
    longDate: (value, timeZone) =>
      isEnglish
        ? formatLongDate(value, timeZone)
        : intlDate(language, value, {
            dateStyle: 'long',
            timeZone: /^\d{4}-\d{2}-\d{2}$/.test(value) ? 'UTC' : timeZone,
          }),
    dateTime: (value, timeZone) =>
      isEnglish
        ? formatDateTime(value, timeZone)
        : intlDate(language, value, {
            year: 'numeric',
            month: 'long',
            day: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
            timeZoneName: 'short',
            timeZone,
          }),
  };
}

/** A licence as a worker email names it: the kind in the language, or the name the worker gave it. */
export function licenceWords(texts: WorkerEmailTexts, licence: { kind: LicenceKind; name: string }): string {
  if (licence.kind === 'drivers') return texts.text('driversLicence');
  if (licence.kind === 'hrwl') return texts.text('highRiskWorkLicence');
  return oneLine(licence.name.trim()) || texts.text('licence');
}

/** A worker text in English: the message an answer carries, which the error handler tells in the worker's language. */
export const englishWorkerText = (id: WorkerEmailMessageId, values?: Record<string, string | number>) =>
  workerEmailTexts('en').text(id, values);

/** A refusal a worker meets (decision 36): its English, and its id for the error handler to translate. */
export function workerError(
  statusCode: number,
  id: WorkerEmailMessageId,
  values?: Record<string, string | number>,
): AppError {
  return new AppError(
    statusCode,
    englishWorkerText(id, values),
    undefined,
    undefined,
    values ? { id, values } : { id },
  );
}

export const isWorkerTextId = (id: string): id is WorkerEmailMessageId => id in en;
