import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
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
import { translateValidationMessage } from './validation-messages';

const fileTexts = new Set([missingIdentificationText, fileTooLargeText, heicFileText, wrongFileTypeText]);

/**
 * Spec §5, §8: a certification that fails its checks says why in one toast, in the worker's language
 * at that moment. A wrong text field comes first (Form validation failed); with only files wrong, a
 * missing identification, then a file over 5MB. The form's messages are compared in English (zod's).
 */
export function showInvalidCertificationToast(errors: FieldErrors<CertificationFormFields>): void {
  const messages = fieldProblems(errors).map((problem) => problem.message);
  if (messages.every((message) => fileTexts.has(message))) {
    if (messages.includes(missingIdentificationText)) {
      toast.error(t`Missing Identification`, {
        description: translateValidationMessage(i18n, missingIdentificationText),
      });
      return;
    }
    if (messages.includes(fileTooLargeText)) {
      toast.error(t`Submission failed`, { description: filesRefusedMessage() });
      return;
    }
  }
  toast.error(t`Form validation failed`, { description: t`Please ensure all required fields are filled correctly.` });
}
