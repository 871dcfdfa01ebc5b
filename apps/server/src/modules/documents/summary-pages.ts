import { formatDateTime } from '@crane/contract';
import { isSignatureSizeAllowed } from '../../lib/images/image-limits.ts';
import { readImageSize } from '../../lib/images/read-image-size.ts';
import type { DocumentPage } from './document-data.ts';
import type { FlowingDocument } from './flowing-document.ts';
import { formatDuration } from './format-duration.ts';
import { ownBytes } from './own-bytes.ts';

/** The box a signature is scaled down into. */
const signatureBox = { width: 220, height: 90 };

/**
 * Each page of the induction as the inductee went through it: when it was first shown, how long
 * they spent on it, their quiz answers against the correct ones, and their signature.
 */
export async function drawInductionPages(
  document: FlowingDocument,
  pages: DocumentPage[],
  timeZone: string,
): Promise<void> {
  const { pdf, flow, styles } = document;
  flow.heading('Induction pages', styles.heading);
  if (pages.length === 0) flow.paragraph('No pages were recorded for this induction.', styles.note);

  for (const [index, page] of pages.entries()) {
    flow.moveDown(8);
    // A page's title stays with its first rows.
    flow.ensureSpace(70);
    flow.paragraph(`Page ${index + 1}: ${page.title}`, styles.subheading);
    const field = (label: string, value: string) => flow.field(label, value, styles.label, styles.value);
    field('First viewed', page.firstShownAt ? formatDateTime(page.firstShownAt, timeZone) : 'Not recorded');
    field('Time spent', page.secondsSpent === null ? 'Not recorded' : formatDuration(page.secondsSpent));

    // The answers of the last Check Answers on the page; a quiz never checked has none to show.
    const quizAnswers = page.quiz?.answeredAt ? page.quiz.answers : [];
    if (page.quiz?.answeredAt) {
      const correct = quizAnswers.filter((answer) => answer.isCorrect).length;
      field('Quiz', `${correct} of ${quizAnswers.length} answered correctly`);
      field('Answers checked', formatDateTime(page.quiz.answeredAt, timeZone));
    } else if (page.quiz) {
      field('Quiz', 'No answers recorded: Check Answers was not used on this page');
    }
    for (const [number, answer] of quizAnswers.entries()) {
      flow.moveDown(4);
      // A question and its answers stay together on a page.
      flow.fieldGroup([
        {
          label: `Question ${number + 1}`,
          // The question text is optional in the builder (spec §3).
          value: answer.question || 'No question text',
          labelStyle: styles.label,
          valueStyle: styles.strongValue,
        },
        {
          label: 'Answer given',
          value: answer.answer ?? 'No answer',
          labelStyle: styles.label,
          valueStyle: styles.value,
        },
        { label: 'Correct answer', value: answer.correctAnswer, labelStyle: styles.label, valueStyle: styles.value },
        {
          label: 'Result',
          value: answer.isCorrect ? 'Correct' : 'Incorrect',
          labelStyle: styles.label,
          valueStyle: answer.isCorrect ? styles.correct : styles.incorrect,
        },
      ]);
    }

    if (page.signaturePng) {
      flow.moveDown(4);
      try {
        // pdf-lib decodes a PNG on the event loop: a signature stored before sizes were checked
        // (decision 18) is drawn only within the size a signature may have.
        const size = await readImageSize(page.signaturePng);
        if (!size) throw new Error('The signature has no readable header');
        if (isSignatureSizeAllowed(size)) {
          const signature = await pdf.embedPng(ownBytes(page.signaturePng));
          const label = page.signatureMethod === 'typed' ? 'Signature (typed)' : 'Signature (drawn)';
          flow.labelledImage(label, styles.label, signature, signatureBox.width, signatureBox.height);
        } else {
          field('Signature', 'Signed, but the signature image is too large to include in this PDF');
        }
      } catch {
        // A damaged image costs the picture, not the whole summary; the reader is told.
        field('Signature', 'Signed, but the signature image could not be read');
      }
    }
  }
}
