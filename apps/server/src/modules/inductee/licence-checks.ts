import { formatIsoDay, type Certification, type FieldError } from '@crane/contract';
import { validationFailed } from '../../lib/app-error.ts';

/**
 * The licences of a certification checked against today, in the company's time zone (issue 15): each
 * expiry a real date and not past, and a high risk work licence's state or classes only with its number.
 * A 400 naming every field that fails.
 */
export function checkLicences(certification: Certification, now: Date, timeZone: string): void {
  const today = formatIsoDay(now.toISOString(), timeZone);
  const errors: FieldError[] = [];
  const checkExpiry = (field: string, licence: string, expiry: string) => {
    if (expiry === '') return;
    if (
      Number.isNaN(Date.parse(`${expiry}T00:00:00Z`)) ||
      new Date(`${expiry}T00:00:00Z`).toISOString().slice(0, 10) !== expiry
    ) {
      errors.push({ field, message: `The expiry date of the ${licence} is not a real date` });
    } else if (expiry < today) {
      errors.push({ field, message: `The ${licence} expired on ${expiry}: only a current licence can be accepted` });
    }
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
