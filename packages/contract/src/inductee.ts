import { z } from 'zod';
import { HrwlClassesSchema, LicenceNumberSchema, LicenceStateSchema } from './licences.ts';
import { OwnCertificateSchema } from './certificates.ts';
import { CompletionStatusSchema } from './completion-status-schema.ts';
import { idParam, idValue } from './ids.ts';
import { EmailSchema } from './auth.ts';
import { bindingCodeProblem, invalidBindingCode, normaliseBindingCode } from './binding-code.ts';
import { signatureMethods } from './signature-methods.ts';
import { InductionSchema } from './inductions.ts';
import { inductionLimits } from './limits.ts';

/**
 * Spec §3 Inductee progress. `new` is only the placeholder of an induction without progress (id 0);
 * stored progress is `not_started`, `in_progress` or `completed`.
 */
export const ProgressStatusSchema = z.enum(['new', 'not_started', 'in_progress', 'completed']);
export type ProgressStatus = z.infer<typeof ProgressStatusSchema>;

/** What the server knows of one page for this progress: when it was first shown, and whether it is done. */
export const PageProgressSchema = z.object({
  pageId: z.number().int(),
  /** ISO time the page was first shown to the inductee. */
  firstShownAt: z.string(),
  /** ISO time the page was satisfied (minimum time passed and, if required, signed), or null. */
  satisfiedAt: z.string().nullable(),
  /** Whether this page has been signed (for pages that require a signature). */
  isSigned: z.boolean(),
});
export type PageProgress = z.infer<typeof PageProgressSchema>;

export const InducteeProgressSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  inductionId: z.number().int(),
  /** Zero-based index of the page the inductee is on. */
  currentPage: z.number().int(),
  status: ProgressStatusSchema,
  startedAt: z.string().nullable(),
  lastAccessedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** The server's record of each page shown so far, in page order (absent on list entries). */
  pages: z.array(PageProgressSchema).optional(),
  /** The server's clock when it answered, so the player's countdown agrees with the server. */
  serverTime: z.string().optional(),
  /** The certificate of a completed progress, for the worker to show at the gate; null before. */
  certificate: OwnCertificateSchema.nullable().optional(),
});
export type InducteeProgress = z.infer<typeof InducteeProgressSchema>;

/** The statuses a stored progress has: `not_started` until its first page move (issue 11). */
export const StoredProgressStatusSchema = z.enum(['not_started', 'in_progress', 'completed']);
export type StoredProgressStatus = z.infer<typeof StoredProgressStatusSchema>;

/** Spec §4 card percent: 100 once completed, else the current page over 6, rounded, at most 95. */
export function progressPercent(progress: { status: ProgressStatus; currentPage: number }): number {
  if (progress.status === 'completed') return 100;
  return progress.currentPage > 0 ? Math.min(95, Math.round((progress.currentPage / 6) * 100)) : 0;
}

/**
 * An entry of GET /api/inductee/{email}/progress: an induction with this person's status and percent
 * in its latest attempt, and the progress itself only when this browser is bound to it. Progress that this browser is
 * not bound to (someone else's attempt, or this person's on another device) shows no id and no dates
 * until the emailed code binds the browser (docs/decisions/0016-binding-a-browser-to-existing-progress.md).
 */
export const ProgressListEntrySchema = z.object({
  induction: InductionSchema,
  status: StoredProgressStatusSchema,
  percent: z.number().int(),
  progress: InducteeProgressSchema.nullable(),
  /**
   * The completion of a completed attempt, where it stands and when it expires (issue 14): a current
   * one is reviewed, any other is taken again; null before completion.
   */
  completion: z.object({ status: CompletionStatusSchema, expiresAt: z.string() }).nullable(),
  /**
   * Whether a version asking everyone to take the induction again ended this attempt unfinished: it can
   * no longer be continued, and starting begins a new attempt on the new version. False for a completed
   * attempt, which tells it in `completion.status`. A flag, not a date: an unbound browser is told
   * status and percent only (decision 16).
   */
  isSuperseded: z.boolean(),
});
export type ProgressListEntry = z.infer<typeof ProgressListEntrySchema>;

/** What the portal says of an induction this browser is not bound to, once the code is on its way. */
export const otherDeviceMessage = (status: StoredProgressStatus) =>
  status === 'completed'
    ? 'Completed on another device — we emailed you a code'
    : 'In progress on another device — we emailed you a code';

/**
 * Answer (202) of POST /api/inductee/start when this email already has progress in the induction and
 * this browser is not bound to it: a code and a link were emailed (or the one emailed before, still
 * live, stands), and nothing of the progress is told.
 */
export const CodeSentSchema = z.object({
  isCodeSent: z.literal(true),
  inductionId: z.number().int(),
  status: StoredProgressStatusSchema,
  percent: z.number().int(),
  message: z.string(),
});
export type CodeSent = z.infer<typeof CodeSentSchema>;

/** How long an emailed code and its link can be used. */
export const bindingCodeLifetimeMinutes = 15;

/** Body of POST /api/inductee/binding/code: the emailed code, for this email and induction. */
export const BindingCodeSchema = z.object({
  email: EmailSchema,
  inductionId: idValue('Choose an induction'),
  /** Six digits; spaces typed between them are ignored. */
  code: z
    .string({ error: invalidBindingCode })
    .superRefine((code, context) => {
      const problem = bindingCodeProblem(code);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform(normaliseBindingCode),
});
export type BindingCode = z.infer<typeof BindingCodeSchema>;
export type BindingCodeInput = z.input<typeof BindingCodeSchema>;

/** Body of POST /api/inductee/binding/link: the token of the emailed link (after `#` in its address). */
export const BindingLinkSchema = z.object({
  token: z
    .string({ error: 'This link is not valid' })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'This link is not valid' }),
});
export type BindingLink = z.infer<typeof BindingLinkSchema>;

/** Answer of POST /api/inductee/binding/link: whose progress the browser is now bound to. */
export const BindingLinkResponseSchema = z.object({ email: z.string(), progress: InducteeProgressSchema });
export type BindingLinkResponse = z.infer<typeof BindingLinkResponseSchema>;

export const InducteeEmailParamsSchema = z.object({ email: EmailSchema });

/** Body of POST /api/inductee/start. */
export const StartInductionSchema = z.object({
  email: EmailSchema,
  inductionId: idValue('Choose an induction'),
  /**
   * For progress on another device: the worker asked for a new code ("Email me a new code"), so it
   * replaces a live one. Without it, a live code stands and nothing is emailed (decision 16).
   */
  isNewCodeRequested: z.boolean({ error: 'isNewCodeRequested must be true or false' }).optional(),
});
export type StartInduction = z.infer<typeof StartInductionSchema>;

/** Body of PUT /api/inductee/progress/{progressId}. */
export const UpdateProgressSchema = z.object({
  currentPage: z
    .number({ error: 'currentPage must be a page index' })
    .int({ error: 'currentPage must be a page index' })
    .min(0, { error: 'currentPage must be a page index' }),
});
export type UpdateProgress = z.infer<typeof UpdateProgressSchema>;

export const ProgressIdParamsSchema = z.object({
  progressId: idParam(),
});

export const SignatureParamsSchema = ProgressIdParamsSchema.extend({
  pageId: idParam(),
});

/** Largest signature image accepted, as a data URL's length in characters (about 375 KB of PNG). */
export const signatureDataUrlMax = 500_000;

/** Body of POST /api/upload/signature-base64: a PNG data URL only. */
export const SignatureUploadSchema = z.object({
  dataUrl: z
    .string({ error: 'A signature image is required' })
    .max(signatureDataUrlMax, { error: 'The signature image is too large' })
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, { error: 'The signature must be a PNG image' }),
  progressId: idValue(),
  pageId: idValue(),
  /** Drawn on the pad or typed as a name (issue 16); drawn when not said. */
  method: z.enum(signatureMethods, { error: 'The signature method must be drawn or typed' }).default('drawn'),
});
export type SignatureUpload = z.infer<typeof SignatureUploadSchema>;
export type SignatureUploadInput = z.input<typeof SignatureUploadSchema>;

export const PageSignatureSchema = z.object({
  id: z.number().int(),
  progressId: z.number().int(),
  pageId: z.number().int(),
  /** Where the signature image is served (to this browser's progress, and to admins). */
  url: z.string(),
  createdAt: z.string(),
  method: z.enum(signatureMethods),
});
export type PageSignature = z.infer<typeof PageSignatureSchema>;

/** Answer of POST /api/upload/signature-base64 (spec §7 reads url, error, signature). */
export const SignatureUploadResponseSchema = z.object({ url: z.string(), signature: PageSignatureSchema });

const required = (message: string, min: number) =>
  z
    .string({ error: message })
    .trim()
    .min(min, { error: message })
    .max(200, { error: 'Must be at most 200 characters' });
/** An optional date as `YYYY-MM-DD` (an empty text means none). */
const optionalDate = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, { error: 'Enter a date as YYYY-MM-DD' })
  .optional()
  .default('');

const licenceNumber = LicenceNumberSchema.optional().default('');

export const OtherLicenseSchema = z.object({
  name: z.string().trim().max(100, { error: 'Must be at most 100 characters' }).default(''),
  number: licenceNumber,
  expiry: optionalDate,
});
export type OtherLicense = z.infer<typeof OtherLicenseSchema>;

/** Most other licences one submission may list. */
export const otherLicensesMax = 10;

/**
 * The text fields of POST /api/inductee/complete (spec §3, §5); `otherLicenses` travels as JSON text
 * in the multipart body. The files are checked separately (identification mandatory, images or PDFs,
 * at most 5 MB each).
 */
export const CertificationSchema = z.object({
  progressId: idParam(),
  firstName: required('First name is required', 2),
  lastName: required('Last name is required', 2),
  phone: required('Phone number is required', 5),
  company: required('Company name is required', 2),
  emergencyContactName: required('Emergency contact name is required', 2),
  emergencyContactPhone: required('Emergency contact phone is required', 5),
  emergencyContactRelationship: required('Relationship is required', 2),
  driversLicenseNumber: licenceNumber,
  driversLicenseExpiry: optionalDate,
  hrwlNumber: licenceNumber,
  hrwlExpiry: optionalDate,
  /** The state or territory that issued the high risk work licence ('' when none is held or given). */
  hrwlState: z
    .union([z.literal(''), LicenceStateSchema])
    .optional()
    .default(''),
  /** The classes the high risk work licence holds; travels as JSON text in the multipart body. */
  hrwlClasses: HrwlClassesSchema.optional().default([]),
  otherLicenses: z
    .array(OtherLicenseSchema)
    .max(otherLicensesMax, { error: `At most ${otherLicensesMax} other licences` })
    .default([]),
  agreement: z.literal(true, { error: 'You must agree to the terms' }),
});
export type Certification = z.infer<typeof CertificationSchema>;
export type CertificationInput = z.input<typeof CertificationSchema>;

/** Largest identity or licence file accepted. */
export const certificationFileMaxBytes = 5 * 1024 * 1024;

/** The file fields of POST /api/inductee/complete, besides `otherLicense_{i}_front` and `_back`. */
export const certificationFileFields = [
  'identification',
  'driversLicenseFront',
  'driversLicenseBack',
  'hrwlFront',
  'hrwlBack',
] as const;

/** Answer of POST /api/inductee/complete. */
export const CompletionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  completionId: z.number().int(),
  completedAt: z.string(),
  certificate: OwnCertificateSchema,
});
export type CompletionResponse = z.infer<typeof CompletionResponseSchema>;

const quizIndex = (name: string) =>
  z
    .number({ error: `${name} must be a whole number from 0` })
    .int({ error: `${name} must be a whole number from 0` })
    .min(0, { error: `${name} must be a whole number from 0` });

/** One answer given on a quiz: the question's and the chosen option's positions in the page's quiz, from 0. */
export const QuizAnswerInputSchema = z.object({
  questionIndex: quizIndex('questionIndex'),
  answerIndex: quizIndex('answerIndex'),
});
export type QuizAnswerInput = z.infer<typeof QuizAnswerInputSchema>;

/**
 * Body of POST /api/inductee/progress/{progressId}/quiz-answers: the answers on one quiz page when
 * Check Answers was pressed. A question left unanswered is left out; each question at most once.
 */
export const RecordQuizAnswersSchema = z.object({
  pageId: idValue(),
  answers: z
    .array(QuizAnswerInputSchema, { error: 'answers must be a list' })
    .max(inductionLimits.quizQuestionsMax, { error: `At most ${inductionLimits.quizQuestionsMax} answers` })
    .refine((answers) => new Set(answers.map((answer) => answer.questionIndex)).size === answers.length, {
      error: 'Each question can be answered only once',
    }),
});
export type RecordQuizAnswers = z.infer<typeof RecordQuizAnswersSchema>;

/**
 * One question of a quiz as the server recorded it: the texts as they were when the answers were
 * checked (a later edit of the quiz does not change the record), and whether the answer was right.
 */
export const RecordedQuizAnswerSchema = z.object({
  questionIndex: z.number().int(),
  question: z.string(),
  /** The option chosen, or null when the question was left unanswered. */
  answerIndex: z.number().int().nullable(),
  answer: z.string().nullable(),
  correctAnswerIndex: z.number().int(),
  correctAnswer: z.string(),
  /** Decided by the server from the stored quiz, never by the browser. */
  isCorrect: z.boolean(),
});
export type RecordedQuizAnswer = z.infer<typeof RecordedQuizAnswerSchema>;

/**
 * Marks answers against a quiz's key: every question with the answer given (null when left out), the
 * right option and whether the answer is it. The server marks the inductee's answers with it; the
 * builder's preview, which has the key, marks the administrator's own. The answers must name questions
 * and options the quiz has (the server checks that first).
 */
export function markQuizAnswers(
  questions: readonly { question: string; options: string[]; correctAnswer: number }[],
  answers: readonly QuizAnswerInput[],
): RecordedQuizAnswer[] {
  const given = new Map(answers.map((answer) => [answer.questionIndex, answer.answerIndex]));
  return questions.map((question, questionIndex) => {
    const answerIndex = given.get(questionIndex) ?? null;
    return {
      questionIndex,
      question: question.question,
      answerIndex,
      answer: answerIndex === null ? null : (question.options[answerIndex] ?? null),
      correctAnswerIndex: question.correctAnswer,
      correctAnswer: question.options[question.correctAnswer] ?? '',
      isCorrect: answerIndex === question.correctAnswer,
    };
  });
}

/** Answer of POST /api/inductee/progress/{progressId}/quiz-answers: every question of the page's quiz. */
export const QuizAnswersSchema = z.object({
  progressId: z.number().int(),
  pageId: z.number().int(),
  /** ISO time of this Check Answers; the latest one on a page replaces the one before. */
  answeredAt: z.string(),
  correctCount: z.number().int(),
  questionCount: z.number().int(),
  answers: z.array(RecordedQuizAnswerSchema),
});
export type QuizAnswers = z.infer<typeof QuizAnswersSchema>;
