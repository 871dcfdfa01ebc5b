/** The three documents' renderers together: the module that load-renderers.ts loads on first use. */
export { renderCertificate } from './render-certificate.ts';
export { renderReport } from './render-report.ts';
export { renderSummary } from './render-summary.ts';
