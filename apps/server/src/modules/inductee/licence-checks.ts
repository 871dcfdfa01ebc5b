import {
  findMissingLicences,
  formatIsoDay,
  isCalendarDay,
  type Certification,
  type FieldError,
  type RequiredLicence,
} from '@crane/contract';
import { validationFailed } from '../../lib/app-error.ts';
import type { CertificationDocument } from './certification-upload.ts';

/**
 * What is wrong with a licence's expiry ('' for none given) on this day (YYYY-MM-DD, in the company's
 * time zone): not a real date, or past. Expiring today is still current.
 */
export function expiryProblem(licence: string, expiry: string, today: string): string | null {
  if (expiry === '') return null;
  if (!isCalendarDay(expiry)) return `The expiry date of the ${licence} is not a real date`;
  if (expiry < today) return `The ${licence} expired on ${expiry}: only a current licence can be accepted`;
  return null;
}

/**
 * The licences of a certification checked against today, in the company's time zone (issue 15): each
 * expiry a real date and not past, and a high risk work licence's state or classes only with its number.
 * A 400 naming every field that fails.
 */
export function checkLicences(certification: Certification, now: Date, timeZone: string): void {
  const today = formatIsoDay(now.toISOString(), timeZone);
  const errors: FieldError[] = [];
  const checkExpiry = (field: string, licence: string, expiry: string) => {
    const problem = expiryProblem(licence, expiry, today);
    if (problem !== null) errors.push({ field, message: problem });
  };
  checkExpiry('driversLicenseExpiry', "driver's licence", certification.driversLicenseExpiry);
  checkExpiry('hrwlExpiry', 'high risk work licence', certification.hrwlExpiry);
  certification.otherLicenses.forEach((licence, index) =>
    checkExpiry(`otherLicenses.${index}.expiry`, licence.name || `other licence ${index + 1}`, licence.expiry),
  );
  const hasHrwlDetails = certification.hrwlState !== '' || certification.hrwlClasses.length > 0;
  if (hasHrwlDetails && certification.hrwlNumber === '') {
    errors.push({ field: 'hrwlNumber', message: 'Enter the number of the high risk work licence' });
  }
  if (errors.length > 0) throw validationFailed(errors);
}

/**
 * The licences the attempt's version requires (issue 15), checked against what the certification
 * gives by the contract's rule: a 400 naming each requirement not met and what is missing.
 */
export function checkRequiredLicences(
  required: readonly RequiredLicence[],
  certification: Certification,
  documents: readonly Pick<CertificationDocument, 'field'>[],
): void {
  const hasFile = (field: string) => documents.some((document) => document.field === field);
  const missing = findMissingLicences(required, {
    drivers: {
      number: certification.driversLicenseNumber,
      expiry: certification.driversLicenseExpiry,
      hasFront: hasFile('driversLicenseFront'),
      hasBack: hasFile('driversLicenseBack'),
    },
    hrwl: {
      number: certification.hrwlNumber,
      expiry: certification.hrwlExpiry,
      hasFront: hasFile('hrwlFront'),
      hasBack: hasFile('hrwlBack'),
      classes: certification.hrwlClasses,
    },
  });
  if (missing.length > 0) throw validationFailed(missing);
}
