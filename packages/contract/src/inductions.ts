import { z } from 'zod';
import { idParam, idValue } from './ids.ts';
import { inductionLimits } from './limits.ts';
import { RequiredLicencesSchema } from './licences.ts';
import { InductionTranslationsSchema, PageTranslationsSchema } from './content-translations.ts';
import { languages } from './languages.ts';

export const InductionStatusSchema = z.enum(['draft', 'active', 'archived'], {
  error: 'Status must be draft, active or archived',
});
export type InductionStatus = z.infer<typeof InductionStatusSchema>;

const titleMessage = 'Title must be at least 3 characters';

/** Body of POST /api/inductions, and the builder's details form. */
export const InductionInputSchema = z.object({
  title: z
    .string({ error: titleMessage })
    .trim()
    .min(inductionLimits.titleMin, { error: titleMessage })
    .max(inductionLimits.titleMax, { error: 'Title must be at most 200 characters' }),
  description: z
    .string()
    .max(inductionLimits.descriptionMax, { error: 'Description must be at most 5000 characters' })
    .default(''),
  totalMinTimeMinutes: z.coerce
    .number({ error: 'Minimum time must be at least 5 minutes' })
    .int({ error: 'Minimum time must be a whole number of minutes' })
    .min(inductionLimits.totalMinTimeMinutesMin, { error: 'Minimum time must be at least 5 minutes' })
    .max(inductionLimits.totalMinTimeMinutesMax, { error: 'Minimum time must be at most 1440 minutes' })
    .default(inductionLimits.totalMinTimeMinutesDefault),
  status: InductionStatusSchema.default('draft'),
  /** The licences a worker must give to complete it (issue 15); none by default. */
  requiredLicences: RequiredLicencesSchema.default([]),
});
export type InductionInput = z.infer<typeof InductionInputSchema>;
export type InductionFormValues = z.input<typeof InductionInputSchema>;

/** Body of PUT /api/inductions/{id}: the form fields plus status, or only status. */
export const InductionUpdateSchema = z
  .object({
    title: InductionInputSchema.shape.title,
    description: z
      .string()
      .max(inductionLimits.descriptionMax, { error: 'Description must be at most 5000 characters' }),
    totalMinTimeMinutes: InductionInputSchema.shape.totalMinTimeMinutes.unwrap(),
    status: InductionStatusSchema,
    requiredLicences: RequiredLicencesSchema,
    /** The title and description in other languages (decision 37): all of them, replacing those before. */
    translations: InductionTranslationsSchema,
    /**
     * The induction's revision when the form opened it (decision 54): when given, an update of an
     * induction changed since (its details, its status, a publish) is refused (409). Without it, the last save wins.
     */
    revision: z.number({ error: 'Revision must be a number' }).int({ error: 'Revision must be a whole number' }),
  })
  .partial();
export type InductionUpdate = z.infer<typeof InductionUpdateSchema>;

export const InductionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  totalMinTimeMinutes: z.number(),
  status: InductionStatusSchema,
  /** For a worker, those of the version they take; for an administrator, the draft's. */
  requiredLicences: RequiredLicencesSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** For an administrator, the draft's translations (decision 37); a worker gets their language's words instead. */
  translations: InductionTranslationsSchema.optional(),
  /** For an administrator, the revision to send back with a change of the details (decision 54). */
  revision: z.number().int().optional(),
  /** For a worker, the language the title and description are in. */
  language: z.enum(languages).optional(),
});
export type Induction = z.infer<typeof InductionSchema>;

/** A row of the Manage Inductions table: the induction with real counts. */
export const InductionSummarySchema = InductionSchema.extend({
  pageCount: z.number().int(),
  /**
   * Its pages' minimum times added up: the least time the induction really takes, which the declared
   * totalMinTimeMinutes may not match.
   */
  pagesMinTimeSeconds: z.number().int(),
  completionCount: z.number().int(),
});
export type InductionSummary = z.infer<typeof InductionSummarySchema>;

export const QuizQuestionSchema = z.object({
  /** Optional question text. */
  question: z.string().optional().default(''),
  options: z
    .array(z.string({ error: 'Each option must be text' }), { error: 'At least 2 options are required' })
    .min(inductionLimits.quizOptionsMin, { error: 'At least 2 options are required' }),
  /** Zero-based index of the right option. */
  correctAnswer: z
    .number({ error: 'You must select a correct answer' })
    .int({ error: 'You must select a correct answer' })
    .min(0, { error: 'You must select a correct answer' }),
});
export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;

export const PageContentTypeSchema = z.enum(['richText', 'quiz'], { error: 'Content type must be richText or quiz' });

export const PageContentSchema = z
  .object({
    type: PageContentTypeSchema.default('richText'),
    /** HTML; sanitised and cut to the rich-text limit by the server. */
    content: z.string().min(10, { error: 'Content must not be empty' }).optional(),
    /** Address of the attached PDF (from POST /api/upload/pdf), or null. */
    pdfUrl: z.string().max(2000).nullable().optional(),
    /** The PDF's original file name, shown in the builder. */
    pdfName: z.string().max(255, { error: 'The PDF file name must be at most 255 characters' }).nullable().optional(),
    hasPdf: z.boolean().default(false),
    requireSignature: z.boolean().default(false),
    quiz: z.object({ questions: z.array(QuizQuestionSchema) }).optional(),
  })
  .superRefine((content, context) => {
    if (content.type === 'quiz' && (content.quiz?.questions.length ?? 0) === 0) {
      context.addIssue({
        code: 'custom',
        path: ['quiz', 'questions'],
        message: 'At least one quiz question is required when content type is quiz',
      });
    }
  });
export type PageContent = z.infer<typeof PageContentSchema>;

/** Body of POST /api/inductions/{id}/pages and PUT /api/induction-pages/{id}. */
export const PageInputSchema = z.object({
  title: z
    .string({ error: titleMessage })
    .trim()
    .min(inductionLimits.titleMin, { error: titleMessage })
    .max(inductionLimits.titleMax, { error: 'Title must be at most 200 characters' }),
  content: PageContentSchema,
  /** Position from 1; the server caps it at 9999. */
  order: z
    .number({ error: 'Order must be a number' })
    .int({ error: 'Order must be a whole number' })
    .min(1, { error: 'Order must be at least 1' })
    .optional(),
  minTimeSeconds: z
    .number({ error: 'Minimum time must be a non-negative number' })
    .int({ error: 'Minimum time must be a whole number of seconds' })
    .min(0, { error: 'Minimum time must be a non-negative number' })
    .max(inductionLimits.pageMinTimeSecondsMax, { error: 'Minimum time must be at most 86400 seconds' })
    .default(inductionLimits.pageMinTimeSecondsDefault),
  /** The page in other languages (decision 37): when given, all of them, replacing those before. */
  translations: PageTranslationsSchema.optional(),
  /**
   * The page's revision when the editor opened it (decision 54): when given, an update of a page saved
   * or moved since is refused (409) rather than undoing that change. Without it, the last save wins.
   */
  revision: z
    .number({ error: 'Revision must be a number' })
    .int({ error: 'Revision must be a whole number' })
    .optional(),
});
export type PageInput = z.infer<typeof PageInputSchema>;

/**
 * A quiz question as a page is answered: the answer key `correctAnswer` is there for administrators
 * only. Inductees never receive it; the server marks their answers (POST …/quiz-answers).
 */
export const PageQuizQuestionSchema = z.object({
  question: z.string(),
  options: z.array(z.string()),
  correctAnswer: z.number().optional(),
});
export type PageQuizQuestion = z.infer<typeof PageQuizQuestionSchema>;

export const InductionPageSchema = z.object({
  id: z.number().int(),
  inductionId: z.number().int(),
  title: z.string(),
  order: z.number().int(),
  minTimeSeconds: z.number().int(),
  content: z.object({
    type: PageContentTypeSchema,
    content: z.string(),
    pdfUrl: z.string().nullable(),
    pdfName: z.string().nullable(),
    requireSignature: z.boolean(),
    quiz: z.object({ questions: z.array(PageQuizQuestionSchema) }),
  }),
  /** For an administrator, the draft page's translations (decision 37). */
  translations: PageTranslationsSchema.optional(),
  /** A draft page's revision, for the editor to send back with its save (decision 54); none in a version. */
  revision: z.number().int().optional(),
  /** For a worker, the language the page is shown in: theirs where it is translated, else English. */
  language: z.enum(languages).optional(),
});
export type InductionPage = z.infer<typeof InductionPageSchema>;

/** Body of PUT /api/inductions/{id}/reorder-pages. */
export const ReorderPagesSchema = z
  .array(z.object({ id: idValue(), order: z.number().int().min(1) }), {
    error: 'A list of pages is required',
  })
  .min(1, { error: 'Nothing to save: Save your pages first before reordering.' })
  .max(500);
export type ReorderPages = z.infer<typeof ReorderPagesSchema>;

/** Answer of POST /api/upload/pdf: where the PDF is served, and the name it was uploaded with. */
export const PdfUploadResponseSchema = z.object({ url: z.string(), name: z.string() });
export type PdfUploadResponse = z.infer<typeof PdfUploadResponseSchema>;

export const IdParamsSchema = z.object({
  id: idParam(),
});
