import { formatDateTime } from '@crane/contract';
import type { DocumentEvidence } from './document-data.ts';
import type { FlowingDocument } from './flowing-document.ts';
import { formatDuration } from './format-duration.ts';

/** A seal in two groups of 32 hex digits, which fit the value column. */
const sealLines = (seal: string) =>
  seal === '' ? 'None (the first in the chain)' : `${seal.slice(0, 32)} ${seal.slice(32)}`;

/**
 * The detailed summary's sealed evidence (decision 28): the per-page times as the record holds them,
 * the version and when it was sealed, and the seal with the one before it, so that a printed summary
 * can be checked against the chain.
 */
export function drawEvidence(document: FlowingDocument, evidence: DocumentEvidence | null, timeZone: string): void {
  const { flow, styles } = document;
  flow.heading('Sealed evidence', styles.heading);
  if (!evidence) {
    flow.paragraph('This completion has no sealed record yet.', styles.note);
    return;
  }
  const field = (label: string, value: string) => flow.field(label, value, styles.label, styles.value);
  for (const page of evidence.pages) {
    const shown = page.firstShownAt ? formatDateTime(page.firstShownAt, timeZone) : 'not shown';
    const done = page.satisfiedAt ? formatDateTime(page.satisfiedAt, timeZone) : 'not done';
    const spent = page.secondsSpent === null ? '' : `, ${formatDuration(page.secondsSpent)}`;
    field(`Page ${page.order}: ${page.title}`, `shown ${shown}, done ${done}${spent}`);
  }
  field('Sealed', formatDateTime(evidence.sealedAt, timeZone));
  field('Place in the chain', String(evidence.sequence));
  field('Seal (SHA-256)', sealLines(evidence.seal));
  field('Previous seal', sealLines(evidence.previousSeal));
}
