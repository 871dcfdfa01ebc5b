import type { Kysely } from 'kysely';
import {
  inductionLimits,
  type CurrentAdmin,
  type Induction,
  type InductionInput,
  type InductionPage,
  type InductionSummary,
  type InductionUpdate,
  type PageInput,
  type PageTranslations,
  type ReorderPages,
} from '@crane/contract';
import { parseRequiredLicences } from './required-licences.ts';
import type { Database, Executor, InductionPageRow, InductionRow, NewInductionPageRow } from '../../db/database.ts';
import { listPageTranslations, parseInductionTranslations, toTranslationRows } from './content-translations.ts';
import { listPageTranslationRows, replacePageTranslations } from './content-translations.repository.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import * as repository from './inductions.repository.ts';
import { normaliseQuiz, parseStoredQuiz } from './quiz.ts';
import { pagePdfKeyOf } from '../../storage/keys.ts';
import { prepareRichText } from './rich-text.ts';
import { loadVersionContent, publishInduction, type VersionDependencies } from '../versions/versions.service.ts';

const inductionNotFound = () => notFound('Induction not found');
const inductionChangedSince = () =>
  conflict(
    'Another administrator changed this induction after you opened it. Open it again to see their changes, then make yours.',
  );
const pageNotFound = () => notFound('Page not found');
const pageChangedSince = () =>
  conflict(
    'Another administrator changed this page after you opened it. Open the page again to see their changes, then make yours.',
  );

/** An induction row as the API answers it; the inductee module uses it too. */
export const toInduction = (
  row: Pick<
    InductionRow,
    | 'id'
    | 'title'
    | 'description'
    | 'total_min_time_minutes'
    | 'required_licences_json'
    | 'status'
    | 'created_at'
    | 'updated_at'
  >,
): Induction => ({
  id: row.id,
  title: row.title,
  description: row.description,
  totalMinTimeMinutes: row.total_min_time_minutes,
  status: row.status,
  requiredLicences: parseRequiredLicences(row.required_licences_json),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** The draft as an administrator reads it: with its title and description in other languages (decision 37). */
const toAdminInduction = (row: InductionRow): Induction => ({
  ...toInduction(row),
  translations: parseInductionTranslations(row.translations_json),
  revision: row.revision,
});

function toPage(row: InductionPageRow, translations?: PageTranslations): InductionPage {
  const quiz = parseStoredQuiz(row.quiz_json);
  return {
    ...(translations !== undefined && { translations }),
    id: row.id,
    inductionId: row.induction_id,
    title: row.title,
    order: row.page_order,
    minTimeSeconds: row.min_time_seconds,
    revision: row.revision,
    content: {
      type: row.content_type,
      content: row.content_html,
      pdfUrl: row.pdf_url,
      pdfName: row.pdf_name,
      requireSignature: row.require_signature === 1,
      quiz,
    },
  };
}

const capOrder = (order: number) => Math.min(Math.max(order, 1), inductionLimits.pageOrderMax);

/** The stored form of a page: sanitised, truncated and normalised by the rules of spec §5. */
function toPageColumns(
  input: PageInput,
  now: Date,
): Omit<NewInductionPageRow, 'induction_id' | 'page_order' | 'created_at'> {
  const pdfUrl = input.content.pdfUrl?.trim() || null;
  if (pdfUrl !== null && !pagePdfKeyOf(pdfUrl)) {
    throw badRequest('content.pdfUrl: The PDF must be uploaded through the app');
  }
  return {
    title: input.title,
    min_time_seconds: input.minTimeSeconds,
    content_type: input.content.type,
    content_html: prepareRichText(input.content.content ?? ''),
    pdf_url: pdfUrl,
    pdf_name: pdfUrl === null ? null : input.content.pdfName?.trim() || null,
    require_signature: input.content.requireSignature ? 1 : 0,
    quiz_json: JSON.stringify({ questions: normaliseQuiz(input.content.quiz?.questions ?? []) }),
    updated_at: now.toISOString(),
  };
}

/** Whether the caller may see this induction: admins always, anyone else only while active and published. */
function isVisible(induction: InductionRow, viewer: CurrentAdmin | null): boolean {
  return viewer !== null || (induction.status === 'active' && induction.published_version_id !== null);
}

export async function listInductions(db: Kysely<Database>): Promise<InductionSummary[]> {
  const rows = await repository.listInductionsWithCounts(db);
  return rows.map((row) => ({
    ...toInduction(row),
    pageCount: Number(row.page_count ?? 0),
    pagesMinTimeSeconds: Number(row.pages_min_time_seconds ?? 0),
    completionCount: Number(row.completion_count ?? 0),
  }));
}

/** Creates an induction; created active, it is published at once (version 1). */
export async function createInduction(
  dependencies: VersionDependencies,
  input: InductionInput,
  change: { admin: CurrentAdmin; now: Date },
): Promise<Induction> {
  const now = change.now.toISOString();
  const row = await repository.insertInduction(dependencies.db, {
    title: input.title,
    description: input.description,
    total_min_time_minutes: input.totalMinTimeMinutes,
    required_licences_json: JSON.stringify(input.requiredLicences),
    status: input.status === 'active' ? 'draft' : input.status,
    created_at: now,
    updated_at: now,
  });
  if (input.status !== 'active') return toInduction(row);
  await publishInduction(dependencies, row.id, {
    choice: 'stayValid',
    publisher: { id: change.admin.id, name: change.admin.name },
    now: change.now,
  });
  return toInduction((await repository.findInduction(dependencies.db, row.id))!);
}

/**
 * An induction as the caller may see it: administrators get the draft; anyone else the published
 * version's title, description and total time (decision 27).
 */
export async function getInduction(db: Kysely<Database>, id: number, viewer: CurrentAdmin | null): Promise<Induction> {
  const row = await repository.findInduction(db, id);
  if (!row || !isVisible(row, viewer)) throw inductionNotFound();
  if (viewer) return toAdminInduction(row);
  return (await loadVersionContent(db, row.published_version_id!, row, { withAnswerKey: false })).induction;
}

/**
 * Changes the draft's details and the status. Making it active publishes the draft (a new version
 * when it differs from the published one, existing completions staying valid); the builder's Publish
 * asks which (publishInduction).
 */
export async function updateInduction(
  dependencies: VersionDependencies,
  id: number,
  update: InductionUpdate,
  change: { admin: CurrentAdmin; now: Date },
): Promise<Induction> {
  const { db } = dependencies;
  const isDraftChanged =
    update.title !== undefined ||
    update.description !== undefined ||
    update.totalMinTimeMinutes !== undefined ||
    update.requiredLicences !== undefined ||
    update.translations !== undefined;
  const before = await repository.findInduction(db, id);
  if (!before) throw inductionNotFound();
  const changes = {
    ...(update.title !== undefined && { title: update.title }),
    ...(update.description !== undefined && { description: update.description }),
    ...(update.totalMinTimeMinutes !== undefined && { total_min_time_minutes: update.totalMinTimeMinutes }),
    ...(update.requiredLicences !== undefined && {
      required_licences_json: JSON.stringify(update.requiredLicences),
    }),
    ...(update.translations !== undefined && { translations_json: JSON.stringify(update.translations) }),
    ...(update.status !== undefined && update.status !== 'active' && { status: update.status }),
    ...(isDraftChanged && { has_unpublished_changes: 1 }),
    updated_at: change.now.toISOString(),
  };
  const row = await repository.updateInduction(db, id, changes, update.revision);
  if (!row) throw update.revision === undefined ? inductionNotFound() : inductionChangedSince();
  if (update.status !== 'active') return toAdminInduction(row);
  await publishInduction(dependencies, id, {
    choice: 'stayValid',
    publisher: { id: change.admin.id, name: change.admin.name },
    now: change.now,
  });
  return toAdminInduction((await repository.findInduction(db, id))!);
}

/** A draft copy titled "… (Copy)" with copies of every page, in one transaction. */
export async function duplicateInduction(db: Kysely<Database>, id: number, at: Date): Promise<Induction> {
  const now = at.toISOString();
  return db.transaction().execute(async (transaction) => {
    const original = await repository.findInduction(transaction, id);
    if (!original) throw inductionNotFound();
    const copy = await repository.insertInduction(transaction, {
      title: `${original.title} (Copy)`.slice(0, inductionLimits.titleMax),
      description: original.description,
      total_min_time_minutes: original.total_min_time_minutes,
      required_licences_json: original.required_licences_json,
      translations_json: original.translations_json,
      status: 'draft',
      created_at: now,
      updated_at: now,
    });
    const pages = await repository.listPages(transaction, id);
    const translations = await listPageTranslationRows(
      transaction,
      pages.map((page) => page.id),
    );
    for (const { id: pageId, ...page } of pages) {
      const pageCopy = await repository.insertPage(transaction, {
        ...page,
        induction_id: copy.id,
        created_at: now,
        updated_at: now,
      });
      const rows = translations.filter((row) => row.page_id === pageId);
      await replacePageTranslations(
        transaction,
        pageCopy.id,
        rows.map((row) => ({ ...row, page_id: pageCopy.id, updated_at: now })),
      );
    }
    return toAdminInduction(copy);
  });
}

/**
 * The pages of an induction the caller may see. Administrators get the draft with the quizzes' answer
 * keys; anyone else the published version's pages, with the questions and options only, since the
 * server marks an inductee's answers.
 */
export async function listPages(db: Kysely<Database>, inductionId: number, viewer: CurrentAdmin | null) {
  const row = await repository.findInduction(db, inductionId);
  if (!row || !isVisible(row, viewer)) throw inductionNotFound();
  if (viewer) {
    const rows = await repository.listPages(db, inductionId);
    const translations = await listPageTranslations(
      db,
      rows.map((page) => page.id),
    );
    return rows.map((page) => toPage(page, translations.get(page.id) ?? {}));
  }
  return (await loadVersionContent(db, row.published_version_id!, row, { withAnswerKey: false })).pages;
}

/** Adds a page; without an order it goes last. Orders are capped at 9999. */
export async function createPage(
  db: Kysely<Database>,
  inductionId: number,
  input: PageInput,
  now: Date,
): Promise<InductionPage> {
  if (!(await repository.findInduction(db, inductionId))) throw inductionNotFound();
  const columns = toPageColumns(input, now);
  return db.transaction().execute(async (transaction) => {
    const order = input.order ?? (await repository.findLastPageOrder(transaction, inductionId)) + 1;
    const row = await repository.insertPage(transaction, {
      ...columns,
      induction_id: inductionId,
      page_order: capOrder(order),
      created_at: columns.updated_at,
    });
    const translations = await saveTranslations(transaction, row, input, now);
    await repository.markUnpublishedChanges(transaction, inductionId);
    return toPage(row, translations);
  });
}

export async function updatePage(
  db: Kysely<Database>,
  pageId: number,
  input: PageInput,
  now: Date,
): Promise<InductionPage> {
  const columns = toPageColumns(input, now);
  return db.transaction().execute(async (transaction) => {
    const changes = { ...columns, ...(input.order !== undefined && { page_order: capOrder(input.order) }) };
    const row = await repository.updatePage(transaction, pageId, changes, input.revision);
    if (!row) {
      if (input.revision !== undefined && (await repository.findPage(transaction, pageId))) throw pageChangedSince();
      throw pageNotFound();
    }
    const translations = await saveTranslations(transaction, row, input, now);
    await repository.markUnpublishedChanges(transaction, row.induction_id);
    return toPage(row, translations);
  });
}

/**
 * Stores the page's translations when the save gives them (all of them, replacing those before), and
 * answers the page's translations as they now are (decision 37).
 */
async function saveTranslations(
  db: Executor,
  row: InductionPageRow,
  input: PageInput,
  now: Date,
): Promise<PageTranslations> {
  if (input.translations !== undefined) {
    const englishQuiz = parseStoredQuiz(row.quiz_json).questions;
    await replacePageTranslations(db, row.id, toTranslationRows(row.id, input.translations, englishQuiz, now));
  }
  return (await listPageTranslations(db, [row.id])).get(row.id) ?? {};
}

/** Deletes a page from the draft; answers the induction it belonged to. */
export async function deletePage(db: Kysely<Database>, pageId: number, now: Date): Promise<{ inductionId: number }> {
  const inductionId = await repository.deletePage(db, pageId, now.toISOString());
  if (inductionId === undefined) throw pageNotFound();
  await repository.markUnpublishedChanges(db, inductionId);
  return { inductionId };
}

/**
 * Puts the listed pages first, in the order given, then any unlisted page in its current order,
 * and renumbers them all from 1, in one transaction.
 */
export async function reorderPages(db: Kysely<Database>, inductionId: number, items: ReorderPages, at: Date) {
  const now = at.toISOString();
  return db.transaction().execute(async (transaction) => {
    if (!(await repository.findInduction(transaction, inductionId))) throw inductionNotFound();
    const pages = await repository.listPages(transaction, inductionId);
    const pageIds = new Set(pages.map((page) => page.id));
    const stranger = items.find((item) => !pageIds.has(item.id));
    if (stranger) throw badRequest(`Page ${stranger.id} does not belong to this induction`);
    const listed = [...items].sort((a, b) => a.order - b.order).map((item) => item.id);
    const listedIds = new Set(listed);
    const ordered = [...new Set([...listed, ...pages.map((page) => page.id).filter((id) => !listedIds.has(id))])];
    for (const [index, pageId] of ordered.entries()) {
      await repository.setPageOrder(transaction, inductionId, pageId, capOrder(index + 1), now);
    }
    await repository.markUnpublishedChanges(transaction, inductionId);
    return (await repository.listPages(transaction, inductionId)).map((row) => toPage(row));
  });
}
