import { formatVerificationCode, verificationCodeAlphabet, verificationCodeLength } from '@crane/contract';

/**
 * The completions search (spec §5): case-insensitive over the full name, email, company and
 * induction title, and the certificate's verification code with and without its dashes (issue 13). Names and companies are lower-cased here, in JavaScript, because SQLite's lower()
 * knows only ASCII (Łukasz would not match łukasz); the induction title is matched through the
 * inductions' ids, as titles change and there are few inductions.
 */
export function completionSearchText(
  person: { firstName: string; lastName: string; email: string; company: string },
  verificationCode: string,
) {
  return normaliseSearch(
    `${person.firstName} ${person.lastName} ${person.email} ${person.company} ${verificationCode} ${formatVerificationCode(verificationCode)}`,
  );
}

/**
 * The search term as the stored text holds it: a whole verification code typed with spaces, or
 * with dashes in other places, reads as the code without them; anything else as itself.
 */
export function normaliseSearchTerm(term: string): string {
  const compact = term.replace(/[\s-]+/g, '');
  const isWholeCode =
    compact !== term &&
    compact.length === verificationCodeLength &&
    [...compact.toUpperCase()].every((character) => verificationCodeAlphabet.includes(character));
  return normaliseSearch(isWholeCode ? compact : term);
}

/** Lower case and one form of each accented letter, for both the stored text and the search term. */
export const normaliseSearch = (text: string) => text.normalize('NFC').toLowerCase();

/** A LIKE pattern that finds `term` anywhere, with LIKE's wildcards in the term taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Whether SQLite's FTS5 trigram indexes can answer a term: 3 characters or more. */
export const hasTrigrams = (term: string) => [...term].length >= 3;

/** A quoted FTS5 phrase: with the trigram tokenizer, the exact substring. */
export const trigramPhrase = (term: string) => `"${term.replaceAll('"', '""')}"`;
