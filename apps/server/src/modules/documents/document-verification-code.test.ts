import { describe, expect, it } from 'vitest';
import type { DocumentCompletion } from './document-data.ts';
import { makeCompletion } from './document-fixtures.ts';
import { countPages, extractText, readWordNextTo } from './pdf-tools.ts';
import { renderCertificate } from './render-certificate.ts';
import { renderReport } from './render-report.ts';
import { renderSummary } from './render-summary.ts';

const documents: [string, (data: DocumentCompletion) => Promise<Uint8Array>][] = [
  ['the certificate', renderCertificate],
  ['the standard report', renderReport],
  ['the detailed summary', renderSummary],
];

describe.each(documents)('%s', (_, render) => {
  it('shows the verification code next to the label "Verification code"', async () => {
    const pdf = await render(makeCompletion());

    expect(readWordNextTo(pdf, 'Verification code')).toBe('7KQ4-M2XD-9BWT');
  });

  it('carries no guessable certificate number', async () => {
    const text = extractText(await render(makeCompletion()));

    expect(text).not.toContain('CSI-');
    expect(text).not.toMatch(/certificate number/i);
  });
});

const flowingDocuments: [string, (data: DocumentCompletion) => Promise<Uint8Array>][] = [
  ['Induction Report', renderReport],
  ['Detailed Induction Summary', renderSummary],
];

describe.each(flowingDocuments)('the footer of the %s', (title, render) => {
  it('names the document, the inductee and the verification code on every page', async () => {
    const pdf = await render(makeCompletion());
    const footers = extractText(pdf).split(`${title} · Łukasz Nguyễn · 7KQ4-M2XD-9BWT`).length - 1;

    expect(footers).toBe(countPages(pdf));
  });
});
