import { findMissingLicences, type MissingLicence, type RequiredLicence } from '@crane/contract';
import type { CertificationFormValues } from './certification-form-schema';

/**
 * The induction's required licences that the checked form does not give, by the contract's rule (the
 * server's too): a licence not ticked as held gives nothing.
 */
export function missingLicencesOf(
  required: readonly RequiredLicence[],
  values: CertificationFormValues,
): MissingLicence[] {
  const given = (licence: CertificationFormValues['driversLicense']) =>
    licence.isHeld
      ? { number: licence.number, expiry: licence.expiry, hasFront: !!licence.front, hasBack: !!licence.back }
      : { number: '', expiry: '', hasFront: false, hasBack: false };
  const { hrwl } = values;
  return findMissingLicences(required, {
    drivers: given(values.driversLicense),
    hrwl: { ...given(hrwl), classes: hrwl.isHeld ? hrwl.classes : [] },
  });
}
