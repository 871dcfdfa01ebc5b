import {
  acceptedLanguageTags,
  isLanguage,
  languageCookie,
  negotiateLanguage,
  sourceLanguage,
  type Language,
} from '@crane/contract';
import type { FastifyRequest } from 'fastify';

/**
 * The language a worker's request asks for (issue 16 §2, decision 36): the choice the app remembered
 * (cookie `csi_lang`), else the first of the browser's languages that we have, else English. The
 * admin's screens are in English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  if (request.url.startsWith('/admin')) return sourceLanguage;
  const chosen = request.cookies[languageCookie];
  if (isLanguage(chosen)) return chosen;
  return negotiateLanguage(acceptedLanguageTags(request.headers['accept-language']));
}
