import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  findMissingLicences,
  type LicencesGiven,
  type MissingLicence as ContractMissingLicence,
  type RequiredLicence,
} from '@crane/contract';
import type { CertificationFormValues } from './certification-form-schema';
import { formatList } from './required-licence-wording';

/** What a licence may lack: its number, its expiry date, a photo of its front or of its back. */
export type LicencePart = 'number' | 'expiry' | 'front' | 'back';

/**
 * A requirement the checked form does not meet: the field to point at (the contract's), and what of
 * the licence is not given; none when all is given but none of the required classes is ticked
 * (`hrwlClasses`). Said in the worker's language by missingLicenceText.
 */
export type MissingLicence = {
  requirement: RequiredLicence;
  field: ContractMissingLicence['field'];
  absent: LicencePart[];
};

const absentParts = (licence: LicencesGiven['drivers']): LicencePart[] => [
  ...(licence.number === '' ? (['number'] as const) : []),
  ...(licence.expiry === '' ? (['expiry'] as const) : []),
  ...(licence.hasFront ? [] : (['front'] as const)),
  ...(licence.hasBack ? [] : (['back'] as const)),
];

/**
 * The induction's required licences that the checked form does not give, by the contract's rule (the
 * server's too), one requirement at a time so that each says what it asks: a licence not ticked as
 * held gives nothing.
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
  const licences: LicencesGiven = {
    drivers: given(values.driversLicense),
    hrwl: { ...given(hrwl), classes: hrwl.isHeld ? hrwl.classes : [] },
  };
  return required.flatMap((requirement) =>
    findMissingLicences([requirement], licences).map(({ field }) => ({
      requirement,
      field,
      absent:
        field === 'hrwlClasses' ? [] : absentParts(requirement.kind === 'drivers' ? licences.drivers : licences.hrwl),
    })),
  );
}

const partTexts: Record<LicencePart, MessageDescriptor> = {
  number: msg({ message: 'its number', comment: 'An item of {missingParts}: what of the licence is to be given' }),
  expiry: msg({ message: 'its expiry date', comment: 'An item of {missingParts}: what of the licence is to be given' }),
  front: msg({
    message: 'a photo of its front',
    comment: 'An item of {missingParts}: what of the licence is to be given',
  }),
  back: msg({
    message: 'a photo of its back',
    comment: 'An item of {missingParts}: what of the licence is to be given',
  }),
};

/**
 * A missing licence as the worker reads it, in the language of `i18n`: "This induction requires a
 * driver's licence: give its number and a photo of its back" (as the contract's findMissingLicences
 * says it in English for the server).
 */
export function missingLicenceText(i18n: I18n, missing: MissingLicence): string {
  const { requirement } = missing;
  const classes = requirement.kind === 'hrwl' ? requirement.classes : [];
  const requiredClasses = formatList(i18n, classes, 'disjunction');
  const requiredClass = requiredClasses;
  if (missing.field === 'hrwlClasses') {
    return classes.length === 1
      ? i18n._(
          msg`This induction requires a high risk work licence with class ${requiredClass}: tick the classes your licence holds (none of ${requiredClass} is ticked)`,
        )
      : i18n._(
          msg`This induction requires a high risk work licence with at least one of the classes ${requiredClasses}: tick the classes your licence holds (none of ${requiredClasses} is ticked)`,
        );
  }
  const missingParts = formatList(
    i18n,
    missing.absent.map((part) => i18n._(partTexts[part])),
    'conjunction',
  );
  if (requirement.kind === 'drivers')
    return i18n._(msg`This induction requires a driver's licence: give ${missingParts}`);
  if (classes.length === 0) return i18n._(msg`This induction requires a high risk work licence: give ${missingParts}`);
  if (classes.length === 1) {
    return i18n._(
      msg`This induction requires a high risk work licence with class ${requiredClass}: give ${missingParts}`,
    );
  }
  return i18n._(
    msg`This induction requires a high risk work licence with at least one of the classes ${requiredClasses}: give ${missingParts}`,
  );
}
