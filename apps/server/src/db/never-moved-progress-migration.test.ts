import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabaseAtMigration } from '../../test/database-at-migration.ts';
import { databaseKinds } from '../../test/test-app.ts';
import type { Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';

describe.each(databaseKinds)('the migration of never-moved progress on %s', (kind) => {
  let cleanUp: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanUp?.();
  });

  it('makes progress still on its first page, never left forward, not_started; keeps every other', async () => {
    const opened = await openDatabaseAtMigration(kind, '2026-12-01-search-index-without-pending-list');
    cleanUp = opened.close;
    const db: Kysely<Database> = opened.db;

    const now = '2026-12-01T10:00:00.000Z';
    const induction = await db
      .insertInto('inductions')
      .values({
        title: 'Crane',
        description: '',
        total_min_time_minutes: 20,
        status: 'active',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const pages: { id: number }[] = [];
    for (const order of [1, 2]) {
      pages.push(
        await db
          .insertInto('induction_pages')
          .values({
            induction_id: induction.id,
            title: `Page ${order}`,
            page_order: order,
            min_time_seconds: 0,
            content_type: 'richText',
            content_html: '<p>Text</p>',
            pdf_url: null,
            pdf_name: null,
            require_signature: 0,
            quiz_json: '{"questions":[]}',
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    }
    const progress = async (email: string, status: 'in_progress' | 'completed', currentPage: number) =>
      (
        await db
          .insertInto('inductee_progress')
          .values({
            email,
            induction_id: induction.id,
            current_page: currentPage,
            status,
            started_at: now,
            last_accessed_at: now,
            completed_at: status === 'completed' ? now : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const shown = async (progressId: number, pageIndex: number, satisfiedAt: string | null) =>
      db
        .insertInto('inductee_page_progress')
        .values({
          progress_id: progressId,
          page_id: pages[pageIndex]!.id,
          first_shown_at: now,
          satisfied_at: satisfiedAt,
        })
        .execute();

    const neverMoved = await progress('never@site.example', 'in_progress', 0);
    await shown(neverMoved, 0, null);
    const onPageTwo = await progress('forward@site.example', 'in_progress', 1);
    await shown(onPageTwo, 0, now);
    await shown(onPageTwo, 1, null);
    const backOnPageOne = await progress('back@site.example', 'in_progress', 0);
    await shown(backOnPageOne, 0, now);
    await shown(backOnPageOne, 1, null);
    const completed = await progress('done@site.example', 'completed', 0);
    await shown(completed, 0, now);

    await migrateToLatest(db);
    const rows = await db.selectFrom('inductee_progress').select(['email', 'status']).orderBy('id').execute();
    expect(rows).toEqual([
      { email: 'never@site.example', status: 'not_started' },
      { email: 'forward@site.example', status: 'in_progress' },
      { email: 'back@site.example', status: 'in_progress' },
      { email: 'done@site.example', status: 'completed' },
    ]);
  });
});
