import { RequiredLicencesSchema, type RequiredLicence } from '@crane/contract';
import { parseStoredJson } from '../../lib/stored-json.ts';

/** The required licences an induction or a version stored as JSON; none when unreadable. */
export function parseRequiredLicences(json: string): RequiredLicence[] {
  return parseStoredJson(RequiredLicencesSchema, json, []);
}
