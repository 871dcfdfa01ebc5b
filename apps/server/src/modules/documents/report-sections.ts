import { englishLanguageNames, formatDateTime, formatLongDate, hrwlClassLabel, versionLine } from '@crane/contract';
import { fullNameOf, type DocumentCompletion } from './document-data.ts';
import type { PageFlow } from './page-flow.ts';
import type { ReportTextStyles } from './text-styles.ts';
import { describeValidity, hasExpired } from './validity.ts';

const notProvided = 'Not provided';

/** "Version 3, published February 13, 2026": which content the attempt was shown (decision 27). */
export const describeVersion = (version: { number: number; publishedAt: string }, timeZone: string) =>
  versionLine(version.number, formatLongDate(version.publishedAt, timeZone));

/** "DL-1234567 (expires March 01, 2027)", "… (expired on …)" or "… (no expiry date given)". */
export function describeLicence(
  licence: { number: string; expiry: string },
  generatedAt: string,
  timeZone: string,
): string {
  const number = licence.number.trim() || 'Number not given';
  if (!licence.expiry.trim()) return `${number} (no expiry date given)`;
  const expiry = formatLongDate(licence.expiry, timeZone);
  return hasExpired(licence.expiry, generatedAt) ? `${number} (expired on ${expiry})` : `${number} (expires ${expiry})`;
}

/**
 * What the standard report shows and the detailed summary starts with: the inductee, their
 * emergency contact, their licences and the induction with its validity.
 */
export function drawCompletionDetails(flow: PageFlow, styles: ReportTextStyles, data: DocumentCompletion): void {
  const field = (label: string, value: string) =>
    flow.field(label, value.trim() || notProvided, styles.label, styles.value);

  flow.heading('Inductee', styles.heading);
  flow.field('Name', fullNameOf(data.person), styles.label, styles.strongValue);
  field('Email', data.person.email);
  field('Phone', data.person.phone);
  field('Company', data.person.company);

  flow.heading('Emergency contact', styles.heading);
  field('Name', data.emergencyContact.name);
  field('Phone', data.emergencyContact.phone);
  field('Relationship', data.emergencyContact.relationship);

  flow.heading('Licences', styles.heading);
  const licence = (value: { number: string; expiry: string } | null) =>
    value ? describeLicence(value, data.generatedAt, data.timeZone) : notProvided;
  field("Driver's licence", licence(data.driversLicence));
  field('High risk work licence', licence(data.highRiskWorkLicence));
  const hrwl = data.highRiskWorkLicence;
  if (hrwl?.state) field('Issuing state', hrwl.state);
  if (hrwl && hrwl.classes.length > 0) field('Classes', hrwl.classes.map(hrwlClassLabel).join(', '));
  if (data.otherLicences.length === 0) field('Other licences', 'None');
  for (const other of data.otherLicences) field(other.name.trim() || 'Other licence', licence(other));

  flow.heading('Induction', styles.heading);
  flow.field('Induction', data.induction.title, styles.label, styles.strongValue);
  if (data.induction.version) field('Version', describeVersion(data.induction.version, data.timeZone));
  if (data.induction.description.trim()) field('Description', data.induction.description);
  field('Completed', formatDateTime(data.completedAt, data.timeZone));
  field('Language', englishLanguageNames[data.language]);
  const isExpired = hasExpired(data.expiresAt, data.generatedAt);
  flow.field(
    'Validity',
    describeValidity(data.expiresAt, data.generatedAt, data.timeZone),
    styles.label,
    isExpired ? styles.incorrect : styles.correct,
  );
  field('Verification code', data.verificationCode);
}
