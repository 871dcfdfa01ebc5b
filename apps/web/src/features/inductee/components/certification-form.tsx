import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { PlusIcon, SendIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm, type UseFormRegister } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  certificationFileMaxBytes,
  CertificationSchema,
  otherLicensesMax,
  type Certification,
  type CertificationInput,
} from '@crane/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { completeInduction, completionFailureMessage } from '../api/complete-induction';
import { formatCountdown } from '../lib/page-timing';

const FormSchema = CertificationSchema.omit({ progressId: true });
type FormInput = Omit<CertificationInput, 'progressId'>;
type FormOutput = Omit<Certification, 'progressId'>;

/** Images (the phone's camera included) and PDFs, as spec §5 allows. */
const acceptedFiles = 'image/*,application/pdf,.pdf,.heic,.heif';

type Files = Record<string, File | undefined>;

/**
 * The last step (spec §2, §3, §5): who the inductee is, an emergency contact, licences with their
 * images, identification (mandatory) and the agreement.
 */
export function CertificationForm(props: { progressId: number; canSubmit: boolean; secondsLeft: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<Files>({});
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const [hasDriversLicense, setHasDriversLicense] = useState(false);
  const [hasHrwl, setHasHrwl] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(FormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      phone: '',
      company: '',
      emergencyContactName: '',
      emergencyContactPhone: '',
      emergencyContactRelationship: '',
      driversLicenseNumber: '',
      driversLicenseExpiry: '',
      hrwlNumber: '',
      hrwlExpiry: '',
      otherLicenses: [],
      agreement: false as unknown as true,
    },
  });
  const otherLicenses = useFieldArray({ control: form.control, name: 'otherLicenses' });
  const { errors } = form.formState;

  const chooseFile = (field: string, file: File | undefined) => {
    setFiles((current) => ({ ...current, [field]: file }));
    setFileErrors((current) => {
      const rest = Object.fromEntries(Object.entries(current).filter(([name]) => name !== field));
      if (file && file.size > certificationFileMaxBytes) return { ...rest, [field]: 'This file is larger than 5MB' };
      return rest;
    });
  };

  const onValid = async (values: FormOutput) => {
    if (!files['identification']) {
      toast.error('Missing Identification', {
        description: "Please upload an identification document (driver's license or passport)",
      });
      return;
    }
    if (Object.keys(fileErrors).length > 0) {
      toast.error('Submission failed', {
        description: 'Failed to upload files. Please ensure all files are less than 5MB and try again.',
      });
      return;
    }
    // Licences the inductee does not hold are not sent, neither their fields nor their files.
    const isSent = (name: string) =>
      (hasDriversLicense || !name.startsWith('driversLicense')) && (hasHrwl || !name.startsWith('hrwl'));
    const { otherLicenses: others, agreement, ...textFields } = values;
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(textFields)) if (isSent(name)) fields[name] = value;
    fields['otherLicenses'] = JSON.stringify(others);
    fields['agreement'] = String(agreement);
    const chosenFiles: Record<string, File> = {};
    for (const [field, file] of Object.entries(files)) if (file && isSent(field)) chosenFiles[field] = file;
    setIsSubmitting(true);
    try {
      await completeInduction({ progressId: props.progressId, fields, files: chosenFiles });
      toast.success('Induction completed', { description: 'Thank you for completing this induction.' });
      await queryClient.invalidateQueries({ queryKey: ['/api/inductee'] });
      await queryClient.invalidateQueries({ queryKey: ['/api/inductee/progress'] });
      await navigate('/inductee/portal');
    } catch (error) {
      toast.error('Submission failed', { description: completionFailureMessage(error) });
    } finally {
      setIsSubmitting(false);
    }
  };

  const onSubmit = form.handleSubmit(onValid, () =>
    toast.error('Form validation failed', {
      description: 'Please ensure all required fields are filled correctly.',
    }),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-6 border-t border-slate-200 pt-5"
      aria-labelledby="cert-heading"
    >
      <div>
        <h3 id="cert-heading" className="text-lg font-semibold text-slate-900">
          Certification
        </h3>
        <p className="text-sm text-slate-600">Complete your details to finish the induction.</p>
      </div>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">Your details</legend>
        <FormField id="cert-first-name" label="First Name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField id="cert-last-name" label="Last Name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
        <FormField id="cert-phone" label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...form.register('phone')} />
        </FormField>
        <FormField id="cert-company" label="Company" error={errors.company?.message}>
          <Input autoComplete="organization" {...form.register('company')} />
        </FormField>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-semibold text-slate-900">Emergency contact</legend>
        <FormField id="cert-emergency-name" label="Emergency Contact Name" error={errors.emergencyContactName?.message}>
          <Input autoComplete="off" {...form.register('emergencyContactName')} />
        </FormField>
        <FormField
          id="cert-emergency-phone"
          label="Emergency Contact Phone"
          error={errors.emergencyContactPhone?.message}
        >
          <Input type="tel" inputMode="tel" autoComplete="off" {...form.register('emergencyContactPhone')} />
        </FormField>
        <FormField
          id="cert-emergency-relationship"
          label="Relationship"
          error={errors.emergencyContactRelationship?.message}
        >
          <Input autoComplete="off" {...form.register('emergencyContactRelationship')} />
        </FormField>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-2 font-semibold text-slate-900">Identification</legend>
        <FileField
          id="cert-identification"
          label="Identification (driver's licence or passport)"
          file={files['identification']}
          error={fileErrors['identification']}
          onChange={(file) => chooseFile('identification', file)}
        />
      </fieldset>

      <LicenceSection
        title="Driver's licence"
        toggleLabel="I hold a driver's licence"
        isOpen={hasDriversLicense}
        onToggle={setHasDriversLicense}
      >
        <LicenceFields
          prefix="driversLicense"
          numberField="driversLicenseNumber"
          expiryField="driversLicenseExpiry"
          numberLabel="Driver's Licence Number"
          register={form.register}
          errors={{ number: errors.driversLicenseNumber?.message, expiry: errors.driversLicenseExpiry?.message }}
          files={files}
          fileErrors={fileErrors}
          onFile={chooseFile}
        />
      </LicenceSection>

      <LicenceSection
        title="High Risk Work Licence (HRWL)"
        toggleLabel="I hold a High Risk Work Licence"
        isOpen={hasHrwl}
        onToggle={setHasHrwl}
      >
        <LicenceFields
          prefix="hrwl"
          numberField="hrwlNumber"
          expiryField="hrwlExpiry"
          numberLabel="HRWL Number"
          register={form.register}
          errors={{ number: errors.hrwlNumber?.message, expiry: errors.hrwlExpiry?.message }}
          files={files}
          fileErrors={fileErrors}
          onFile={chooseFile}
        />
      </LicenceSection>

      <fieldset className="space-y-3">
        <legend className="mb-2 font-semibold text-slate-900">Other licences</legend>
        {otherLicenses.fields.map((licence, index) => (
          <div key={licence.id} className="space-y-3 rounded-lg border border-slate-200 p-4">
            <div className="flex items-center justify-between">
              <p className="font-medium text-slate-900">Other licence {index + 1}</p>
              <Button
                variant="ghost"
                size="small"
                className="text-red-700 hover:bg-red-50"
                onClick={() => {
                  otherLicenses.remove(index);
                  setFiles((current) => renumberOtherFiles(current, index));
                }}
              >
                <Trash2Icon aria-hidden="true" />
                Remove
              </Button>
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              <FormField id={`cert-other-${index}-name`} label="Licence Name">
                <Input autoComplete="off" {...form.register(`otherLicenses.${index}.name`)} />
              </FormField>
              <FormField id={`cert-other-${index}-number`} label="Licence Number">
                <Input autoComplete="off" {...form.register(`otherLicenses.${index}.number`)} />
              </FormField>
              <FormField
                id={`cert-other-${index}-expiry`}
                label="Expiry Date"
                error={errors.otherLicenses?.[index]?.expiry?.message}
              >
                <Input type="date" {...form.register(`otherLicenses.${index}.expiry`)} />
              </FormField>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              {(['front', 'back'] as const).map((side) => {
                const field = `otherLicense_${index}_${side}`;
                return (
                  <FileField
                    key={side}
                    id={`cert-${field}`}
                    label={side === 'front' ? 'Front image' : 'Back image'}
                    file={files[field]}
                    error={fileErrors[field]}
                    onChange={(file) => chooseFile(field, file)}
                  />
                );
              })}
            </div>
          </div>
        ))}
        {otherLicenses.fields.length < otherLicensesMax ? (
          <Button variant="outline" onClick={() => otherLicenses.append({ name: '', number: '', expiry: '' })}>
            <PlusIcon aria-hidden="true" />
            Add Other Licence
          </Button>
        ) : null}
      </fieldset>

      <div className="space-y-1">
        <label className="flex cursor-pointer items-start gap-3 text-slate-900">
          <input
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-navy-800"
            aria-invalid={errors.agreement ? true : undefined}
            aria-describedby={errors.agreement ? 'cert-agreement-error' : undefined}
            {...form.register('agreement')}
          />
          <span>
            I confirm that I have read and understood this induction, that the details I have given are true, and that I
            will follow the site&apos;s safety rules.
          </span>
        </label>
        {errors.agreement ? (
          <p id="cert-agreement-error" className="text-sm text-red-700">
            {errors.agreement.message}
          </p>
        ) : null}
      </div>

      <div className="space-y-2">
        <Button type="submit" variant="accent" className="w-full sm:w-auto" disabled={!props.canSubmit || isSubmitting}>
          <SendIcon aria-hidden="true" />
          {isSubmitting ? 'Submitting...' : 'Complete Induction'}
        </Button>
        {!props.canSubmit ? (
          <p className="text-sm text-slate-600">
            {props.secondsLeft > 0
              ? `You can complete the induction when the timer reaches 0:00 (${formatCountdown(props.secondsLeft)} left).`
              : 'Sign the acknowledgment above to complete the induction.'}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** Other licences' files move down one place when a licence above them is removed. */
function renumberOtherFiles(files: Files, removed: number): Files {
  const next: Files = {};
  for (const [field, file] of Object.entries(files)) {
    const match = /^otherLicense_(\d+)_(front|back)$/.exec(field);
    if (!match) {
      next[field] = file;
      continue;
    }
    const index = Number(match[1]);
    if (index === removed) continue;
    next[`otherLicense_${index > removed ? index - 1 : index}_${match[2]}`] = file;
  }
  return next;
}

function LicenceSection(props: {
  title: string;
  toggleLabel: string;
  isOpen: boolean;
  onToggle: (open: boolean) => void;
  children: React.ReactNode;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 font-semibold text-slate-900">{props.title}</legend>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-900">
        <input
          type="checkbox"
          className="size-5 accent-navy-800"
          checked={props.isOpen}
          onChange={(event) => props.onToggle(event.target.checked)}
        />
        {props.toggleLabel}
      </label>
      {props.isOpen ? <div className="space-y-4 rounded-lg border border-slate-200 p-4">{props.children}</div> : null}
    </fieldset>
  );
}

function LicenceFields(props: {
  prefix: 'driversLicense' | 'hrwl';
  numberField: 'driversLicenseNumber' | 'hrwlNumber';
  expiryField: 'driversLicenseExpiry' | 'hrwlExpiry';
  numberLabel: string;
  register: UseFormRegister<FormInput>;
  errors: { number: string | undefined; expiry: string | undefined };
  files: Files;
  fileErrors: Record<string, string>;
  onFile: (field: string, file: File | undefined) => void;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`cert-${props.numberField}`} label={props.numberLabel} error={props.errors.number}>
          <Input autoComplete="off" {...props.register(props.numberField)} />
        </FormField>
        <FormField id={`cert-${props.expiryField}`} label="Expiry Date" error={props.errors.expiry}>
          <Input type="date" {...props.register(props.expiryField)} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {(['Front', 'Back'] as const).map((side) => {
          const field = `${props.prefix}${side}`;
          return (
            <FileField
              key={side}
              id={`cert-${field}`}
              label={`${side} image`}
              file={props.files[field]}
              error={props.fileErrors[field]}
              onChange={(file) => props.onFile(field, file)}
            />
          );
        })}
      </div>
    </>
  );
}

function FileField(props: {
  id: string;
  label: string;
  file: File | undefined;
  error: string | undefined;
  onChange: (file: File | undefined) => void;
}) {
  const hintId = `${props.id}-hint`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      <input
        id={props.id}
        type="file"
        accept={acceptedFiles}
        aria-describedby={hintId}
        aria-invalid={props.error ? true : undefined}
        className="block w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-700 file:mr-3 file:min-h-11 file:border-0 file:bg-slate-100 file:px-4 file:font-semibold file:text-slate-900"
        onChange={(event) => props.onChange(event.target.files?.[0])}
      />
      <p id={hintId} className={props.error ? 'text-sm text-red-700' : 'text-xs text-slate-600'}>
        {props.error ?? (props.file ? `${props.file.name} selected` : 'A photo or PDF, up to 5MB')}
      </p>
    </div>
  );
}
