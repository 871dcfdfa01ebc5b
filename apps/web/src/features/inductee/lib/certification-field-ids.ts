/** The ids of the certification form's top-level inputs, by their field (the sections use these). */
const topLevelIds: Record<string, string> = {
  firstName: 'cert-first-name',
  lastName: 'cert-last-name',
  phone: 'cert-phone',
  company: 'cert-company',
  emergencyContactName: 'cert-emergency-name',
  emergencyContactPhone: 'cert-emergency-phone',
  emergencyContactRelationship: 'cert-emergency-relationship',
  identification: 'cert-identification',
  agreement: 'cert-agreement',
};

/**
 * The id of the input of a field of the certification form (`hrwl.expiry` → `cert-hrwl-expiry`,
 * `otherLicenses.0.number` → `cert-other-0-number`): what the error summary links to.
 */
export function certificationFieldId(path: string): string {
  const parts = path.split('.');
  if (parts[0] === 'otherLicenses') return `cert-other-${parts[1]}-${parts[2] ?? 'name'}`;
  if (parts[0] === 'driversLicense' || parts[0] === 'hrwl') return `cert-${parts[0]}-${parts[1] ?? 'number'}`;
  return topLevelIds[parts[0]!] ?? `cert-${parts[0]}`;
}
