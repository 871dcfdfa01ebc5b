import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { otherLicensesMax } from '@crane/contract';
import {
  expiredLicenceText,
  fileTooLargeText,
  heicFileText,
  missingIdentificationText,
  wrongFileTypeText,
} from './certification-form-schema';

/**
 * The validation messages of the worker's forms (the certification, the licence upload), by their
 * English (decision 36). zod keeps its messages in English: the contract's are the server's too, and
 * the English is what the forms compare (the certification's toast). Each is translated where it is
 * shown, so that it follows a change of language; a message not listed here is shown as it is.
 * The English of each descriptor is its key's (validation-messages.test.ts checks it).
 */
export const validationMessages: ReadonlyMap<string, MessageDescriptor> = new Map([
  // The contract's (packages/contract/src/inductee.ts and licences.ts).
  ['First name is required', msg`First name is required`],
  ['Last name is required', msg`Last name is required`],
  ['Phone number is required', msg`Phone number is required`],
  ['Company name is required', msg`Company name is required`],
  ['Emergency contact name is required', msg`Emergency contact name is required`],
  ['Emergency contact phone is required', msg`Emergency contact phone is required`],
  ['Relationship is required', msg`Relationship is required`],
  ['Must be at most 200 characters', msg`Must be at most 200 characters`],
  ['Must be at most 100 characters', msg`Must be at most 100 characters`],
  ['Enter a date as YYYY-MM-DD', msg`Enter a date as YYYY-MM-DD`],
  [`At most ${otherLicensesMax} other licences`, msg`At most ${otherLicensesMax} other licences`],
  ['You must agree to the terms', msg`You must agree to the terms`],
  [
    'A licence number holds letters and digits, with spaces, dashes or slashes between them',
    msg`A licence number holds letters and digits, with spaces, dashes or slashes between them`,
  ],
  ['Enter the licence number', msg`Enter the licence number`],
  ['Enter the expiry date', msg`Enter the expiry date`],
  ['Enter the expiry date as YYYY-MM-DD', msg`Enter the expiry date as YYYY-MM-DD`],
  // The web app's own (certification-form-schema.ts).
  [missingIdentificationText, msg`Please upload an identification document (driver's license or passport)`],
  [fileTooLargeText, msg`This file is larger than 5MB`],
  [wrongFileTypeText, msg`Only images (JPEG, PNG or WebP) or PDF files are accepted`],
  [
    heicFileText,
    msg`HEIC photos cannot be accepted. Please send the photo as JPEG or PNG (on an iPhone or Mac, export or share it as JPEG), or a PDF.`,
  ],
  [expiredLicenceText, msg`This licence has expired: only a current licence can be accepted`],
]);

/** A validation message in the language of `i18n`, or as it is when it is not one of ours. */
export function translateValidationMessage(i18n: I18n, message: string): string {
  const descriptor = validationMessages.get(message);
  return descriptor ? i18n._(descriptor) : message;
}

/** `translateValidationMessage` in the screen's language, for a component (it follows a change of language). */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  return (message) => (message === undefined ? undefined : translateValidationMessage(i18n, message));
}
