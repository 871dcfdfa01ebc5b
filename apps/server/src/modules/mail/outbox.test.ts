import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countingStatements } from '../../../test/count-statements.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/test-app.ts';
import { enqueueMail, type OutgoingMail } from './outbox.ts';

describe.each(databaseKinds)('queueing emails on %s', (kind) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.app.db.deleteFrom('mail_attachments').execute();
    await test.app.db.deleteFrom('mail_outbox').execute();
  });

  const countingInserts = () => countingStatements(test.app.db, 'InsertQueryNode');

  const plain = (index: number): OutgoingMail => ({
    to: `worker-${index}@example.com`,
    subject: `Please take Site Safety again (${index})`,
    text: `Message ${index}`,
  });
  const withCertificate = (index: number): OutgoingMail => ({
    ...plain(index),
    html: `<p>Message ${index}</p>`,
    attachments: [
      { fileName: `certificate-${index}.pdf`, contentType: 'application/pdf', content: Buffer.from(`%PDF-${index}`) },
    ],
  });

  it('queues a thousand emails in a few statements, in their order, each attachment with its message', async () => {
    // 1,201 messages: two with an attachment, one inside the first batch of 500 and the last one.
    const messages = Array.from({ length: 1201 }, (_, index) =>
      index === 300 || index === 1200 ? withCertificate(index) : plain(index),
    );
    const { db, counted } = countingInserts();

    await enqueueMail(db, messages, new Date('2026-12-07T09:00:00.000Z'));

    // 300 before the first attachment: one statement; that message and its attachment: two; 899 plain:
    // two (500, 399); the last message and its attachment: two.
    expect(counted.statements).toBe(7);
    const rows = await test.app.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
    expect(rows.map((row) => row.recipient)).toEqual(messages.map((message) => message.to));
    expect(rows[300]).toMatchObject({ subject: messages[300]!.subject, html_body: '<p>Message 300</p>' });
    expect(rows[301]).toMatchObject({ text_body: 'Message 301', html_body: null });
    expect(rows.every((row) => row.next_attempt_at === '2026-12-07T09:00:00.000Z')).toBe(true);
    const attachments = await test.app.db
      .selectFrom('mail_attachments')
      .innerJoin('mail_outbox', 'mail_outbox.id', 'mail_attachments.message_id')
      .select(['mail_outbox.recipient', 'mail_attachments.file_name', 'mail_attachments.content'])
      .orderBy('mail_attachments.id')
      .execute();
    expect(attachments.map(({ recipient, file_name, content }) => [recipient, file_name, String(content)])).toEqual([
      ['worker-300@example.com', 'certificate-300.pdf', '%PDF-300'],
      ['worker-1200@example.com', 'certificate-1200.pdf', '%PDF-1200'],
    ]);
  });

  it('queues nothing for no messages', async () => {
    const { db, counted } = countingInserts();

    await enqueueMail(db, [], new Date());

    expect(counted.statements).toBe(0);
    expect(await test.app.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
  });
});
