import type { DocumentCompletion } from './document-data.ts';
import type * as RenderersModule from './renderers.ts';

type Renderers = typeof RenderersModule;

let renderers: Promise<Renderers> | undefined;

/**
 * The renderers, and pdf-lib with them, loaded when the first document is asked for rather than when
 * the server starts: importing pdf-lib took 110 to 190 ms of a start whose target is 2 s (issue 2;
 * decision 55's addendum). The server's bundle is split (apps/server/bundle.mjs), so this import is a
 * chunk of its own whose `import 'pdf-lib'` runs only then.
 */
function loadRenderers(): Promise<Renderers> {
  renderers ??= import('./renderers.ts');
  return renderers;
}

/** The certificate's PDF (render-certificate.ts). */
export async function renderCertificate(data: DocumentCompletion): Promise<Uint8Array> {
  return (await loadRenderers()).renderCertificate(data);
}

/** The induction report's PDF (render-report.ts). */
export async function renderReport(data: DocumentCompletion): Promise<Uint8Array> {
  return (await loadRenderers()).renderReport(data);
}

/** The detailed summary's PDF (render-summary.ts). */
export async function renderSummary(data: DocumentCompletion): Promise<Uint8Array> {
  return (await loadRenderers()).renderSummary(data);
}
