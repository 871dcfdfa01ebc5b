import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  certificationFileMaxBytes,
  CertificationSchema,
  OtherLicenseSchema,
  otherLicensesMax,
  type HrwlClass,
} from '@crane/contract';
import { isShrinkablePhoto } from '@/lib/shrink-photo';

/** Spec §5: without an identification document the certification cannot be sent. */
export const missingIdentificationText = "Please upload an identification document (driver's license or passport)";
export const fileTooLargeText = 'This file is larger than 5MB';
export const wrongFileTypeText = 'Only images (JPEG, PNG or WebP) or PDF files are accepted';
/** The server cannot read HEIC (decision 18): said at once, before a long upload. */
export const heicFileText =
  'HEIC photos cannot be accepted. Please send the photo as JPEG or PNG (on an iPhone or Mac, export or share it as JPEG), or a PDF.';

/** What the file inputs offer (the phone's camera included); the schema checks what was chosen. */
export const acceptedDocumentTypes = 'image/*,application/pdf,.pdf';

const acceptedTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']);
const acceptedExtensions = /\.(jpe?g|png|webp|pdf)$/i;
const heic = /^image\/hei[cf]$|\.hei[cf]$/i;

/** A file the server reads as an image or a PDF; some browsers give no type, and then the name tells. */
const isAcceptedDocument = (file: File) =>
  acceptedTypes.has(file.type) || (file.type === '' && acceptedExtensions.test(file.name));

/**
 * An identity or licence document, checked when chosen and again on submit (the server checks content);
 * the licence upload form checks its photos with it too. The 5MB limit is the upload's: a photo the
 * browser shrinks before sending (lib/shrink-photo.ts) is measured by the server after shrinking.
 */
export const documentFile = z
  .instanceof(File)
  .refine((file) => isShrinkablePhoto(file) || file.size <= certificationFileMaxBytes, {
    error: fileTooLargeText,
    abort: true,
  })
  .refine((file) => !heic.test(file.type) && !heic.test(file.name), { error: heicFileText, abort: true })
  .refine(isAcceptedDocument, { error: wrongFileTypeText });

const optionalDocument = documentFile.optional();

export const expiredLicenceText = 'This licence has expired: only a current licence can be accepted';

/** Today in this phone's calendar, as a date field gives it (the server checks in the company's zone). */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

const heldLicence = {
  isHeld: z.literal(true),
  number: CertificationSchema.shape.driversLicenseNumber,
  expiry: CertificationSchema.shape.driversLicenseExpiry.refine((expiry) => expiry === '' || expiry >= today(), {
    error: expiredLicenceText,
  }),
  front: optionalDocument,
  back: optionalDocument,
};

/** A licence the inductee may hold; while not held, nothing of it is checked (or sent). */
const LicenceFormSchema = z.discriminatedUnion('isHeld', [
  z.looseObject({ isHeld: z.literal(false) }),
  z.object(heldLicence),
]);

/** The High Risk Work Licence: a licence with its issuing state and the classes held (issue 15). */
const HrwlFormSchema = z.discriminatedUnion('isHeld', [
  z.looseObject({ isHeld: z.literal(false) }),
  z.object({
    ...heldLicence,
    state: CertificationSchema.shape.hrwlState,
    classes: CertificationSchema.shape.hrwlClasses,
  }),
]);

/**
 * The certification form (spec §3, §5): the contract's text fields and messages, the two licences as
 * one shape, each other licence with its images, and the identification document, which is mandatory.
 */
export const CertificationFormSchema = CertificationSchema.pick({
  firstName: true,
  lastName: true,
  phone: true,
  company: true,
  emergencyContactName: true,
  emergencyContactPhone: true,
  emergencyContactRelationship: true,
  agreement: true,
}).extend({
  identification: documentFile.optional().refine((file) => file !== undefined, { error: missingIdentificationText }),
  driversLicense: LicenceFormSchema,
  hrwl: HrwlFormSchema,
  otherLicenses: z
    .array(OtherLicenseSchema.extend({ front: optionalDocument, back: optionalDocument }))
    .max(otherLicensesMax, { error: `At most ${otherLicensesMax} other licences` }),
});

/** A licence's fields as its inputs hold them, held or not (the schema reads them only while held). */
type LicenceFields = {
  isHeld: boolean;
  number: string;
  expiry: string;
  front?: File | undefined;
  back?: File | undefined;
};

/** The High Risk Work Licence's fields: a licence's, the state ('' for none chosen) and the classes ticked. */
type HrwlFields = LicenceFields & { state: string; classes: HrwlClass[] };

/** The form's fields as its inputs hold them. */
export type CertificationFormFields = Omit<z.input<typeof CertificationFormSchema>, 'driversLicense' | 'hrwl'> & {
  driversLicense: LicenceFields;
  hrwl: HrwlFields;
};
/** The checked form: a licence not held has nothing but `isHeld: false`. */
export type CertificationFormValues = z.output<typeof CertificationFormSchema>;

/** The two licences of the form, by the prefix of their fields on the wire. */
export type LicenceName = 'driversLicense' | 'hrwl';

/**
 * The schema as the form's resolver. The cast says that the inputs always hold every field of a
 * licence, which the schema's union of "held" and "not held" cannot say by itself.
 */
export const certificationFormResolver = zodResolver(CertificationFormSchema) as unknown as Resolver<
  CertificationFormFields,
  unknown,
  CertificationFormValues
>;

const emptyLicence: LicenceFields = { isHeld: false, number: '', expiry: '' };

export const emptyCertificationForm: CertificationFormFields = {
  firstName: '',
  lastName: '',
  phone: '',
  company: '',
  emergencyContactName: '',
  emergencyContactPhone: '',
  emergencyContactRelationship: '',
  identification: undefined,
  driversLicense: emptyLicence,
  hrwl: { ...emptyLicence, state: '', classes: [] },
  otherLicenses: [],
  // Unticked until the inductee agrees; the schema accepts only true.
  agreement: false as unknown as true,
};
