import { z } from 'zod';
import { InductionPageSchema, InductionSchema } from './inductions.ts';

/**
 * What publishing a new version does to the completions of earlier ones (issue 14): `stayValid` for
 * wording fixes; `retake` when the rules changed, so that earlier completions are superseded and each
 * worker is emailed to take the induction again.
 */
export const completionsChoices = ['stayValid', 'retake'] as const;
export const CompletionsChoiceSchema = z.enum(completionsChoices, {
  error: "completions must be 'stayValid' or 'retake'",
});
export type CompletionsChoice = z.infer<typeof CompletionsChoiceSchema>;

/** The two choices as the publish dialog and the version history say them. */
export const completionsChoiceLabels: Record<CompletionsChoice, string> = {
  stayValid: 'Existing completions stay valid',
  retake: 'Everyone must take it again',
};

/** Body of POST /api/inductions/{id}/publish. */
export const PublishInductionSchema = z.object({ completions: CompletionsChoiceSchema.default('stayValid') });
export type PublishInduction = z.input<typeof PublishInductionSchema>;

/** A published version as the builder's history lists it. */
export const InductionVersionSchema = z.object({
  version: z.number().int(),
  title: z.string(),
  publishedAt: z.string(),
  /** The publishing administrator's name then; null for version 1 made from records older than versions. */
  publishedBy: z.string().nullable(),
  completionsChoice: CompletionsChoiceSchema,
  /** Completions of attempts taken on this version. */
  completionCount: z.number().int(),
});
export type InductionVersion = z.infer<typeof InductionVersionSchema>;

/** Answer of GET /api/inductions/{id}/versions (and of publishing). */
export const InductionVersionsSchema = z.object({
  /** The latest first. */
  versions: z.array(InductionVersionSchema),
  /** The number of the version workers are given; null before the first publish. */
  publishedVersion: z.number().int().nullable(),
  /** Whether the draft differs from the published version, so that publishing makes a new one. */
  hasUnpublishedChanges: z.boolean(),
  timeZone: z.string(),
  /** Set by publishing: how many workers were emailed to take it again. */
  supersededCount: z.number().int().optional(),
  /** Set by publishing: how many unfinished attempts it ended, whose workers must start again. */
  supersededAttemptCount: z.number().int().optional(),
});
export type InductionVersions = z.infer<typeof InductionVersionsSchema>;

/**
 * Answer of GET /api/inductee/progress/{progressId}/content: the induction as the version this attempt
 * was started on shows it, and its pages (quizzes without their answer keys). An attempt keeps its
 * version to the end, whatever is published meanwhile.
 */
export const InducteeContentSchema = z.object({
  induction: InductionSchema,
  version: z.object({ number: z.number().int(), publishedAt: z.string() }),
  pages: z.array(InductionPageSchema),
});
export type InducteeContent = z.infer<typeof InducteeContentSchema>;

/** `Version 3, published 12 Mar 2027`, as the certificate and summary name the version of a completion. */
export const versionLine = (version: number, publishedOn: string) => `Version ${version}, published ${publishedOn}`;
