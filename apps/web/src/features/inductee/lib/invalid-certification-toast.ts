import type { FieldErrors } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { filesRefusedMessage } from '../api/complete-induction';
import { fieldProblems } from './form-problems';
import {
  fileTooLargeText,
  heicFileText,
  missingIdentificationText,
  wrongFileTypeText,
  type CertificationFormFields,
} from './certification-form-schema';

const fileTexts = new Set([missingIdentificationText, fileTooLargeText, heicFileText, wrongFileTypeText]);

/**
 * Spec §5, §8: a certification that fails its checks says why in one toast. A wrong text field comes
 * first (Form validation failed); with only files wrong, a missing identification, then a file over 5MB.
 */
export function showInvalidCertificationToast(errors: FieldErrors<CertificationFormFields>): void {
  const messages = fieldProblems(errors).map((problem) => problem.message);
  if (messages.every((message) => fileTexts.has(message))) {
    if (messages.includes(missingIdentificationText)) {
      toast.error('Missing Identification', { description: missingIdentificationText });
      return;
    }
    if (messages.includes(fileTooLargeText)) {
      toast.error('Submission failed', { description: filesRefusedMessage });
      return;
    }
  }
  toast.error('Form validation failed', { description: 'Please ensure all required fields are filled correctly.' });
}
