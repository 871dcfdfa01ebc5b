import type { CertificationSubmission } from '../api/complete-induction';
import type { CertificationFormValues } from './certification-form-schema';

/**
 * The checked form as the multipart body's parts (spec §3): the text fields, `otherLicenses` as JSON
 * text, and each chosen file under its field name. Licences the inductee does not hold are not sent,
 * neither their fields nor their files.
 */
export function toCertificationSubmission(
  progressId: number,
  values: CertificationFormValues,
): CertificationSubmission {
  const { identification, driversLicense, hrwl, otherLicenses, agreement, ...person } = values;
  const fields: Record<string, string> = { ...person };
  const files: Record<string, File> = {};
  if (identification) files['identification'] = identification;
  for (const [name, licence] of [
    ['driversLicense', driversLicense],
    ['hrwl', hrwl],
  ] as const) {
    if (!licence.isHeld) continue;
    fields[`${name}Number`] = licence.number;
    fields[`${name}Expiry`] = licence.expiry;
    if (licence.front) files[`${name}Front`] = licence.front;
    if (licence.back) files[`${name}Back`] = licence.back;
  }
  if (hrwl.isHeld) {
    fields['hrwlState'] = hrwl.state;
    fields['hrwlClasses'] = JSON.stringify(hrwl.classes);
  }
  fields['otherLicenses'] = JSON.stringify(otherLicenses.map(({ name, number, expiry }) => ({ name, number, expiry })));
  fields['agreement'] = String(agreement);
  otherLicenses.forEach((licence, index) => {
    if (licence.front) files[`otherLicense_${index}_front`] = licence.front;
    if (licence.back) files[`otherLicense_${index}_back`] = licence.back;
  });
  return { progressId, fields, files };
}
