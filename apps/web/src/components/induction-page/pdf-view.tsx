import { Trans, useLingui } from '@lingui/react/macro';
import { FileTextIcon, Loader2Icon } from 'lucide-react';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { takePrefetchedPdf } from './pdf-prefetch';

/** Spec §9: the loading overlay goes after the first page is drawn, and after 5 seconds at most. */
const overlayMaxMs = 5000;

/**
 * An attached PDF drawn with pdf.js (loaded only when a PDF is shown), so it also appears on phones
 * whose browsers cannot show PDFs inline: 600 px high, 400 px under 768 px wide (spec §9).
 */
export function PdfView({ url, name, onShown }: { url: string; name: string; onShown?: () => void }) {
  const { t, i18n } = useLingui();
  const fileName = name;
  const pagesRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'missing' | 'error'>('loading');
  // Told once the document's first page is drawn, or its failure is shown: the page's content is there.
  const onShownRef = useRef(onShown);
  useLayoutEffect(() => {
    onShownRef.current = onShown;
  });
  // Each drawn page is named for screen readers in the worker's language, and named again when it changes.
  const pageLabel = (pageNumber: number, pageCount: number) => t`${fileName}, page ${pageNumber} of ${pageCount}`;
  const pageLabelRef = useRef(pageLabel);
  useLayoutEffect(() => {
    pageLabelRef.current = pageLabel;
  });
  const locale = i18n.locale;
  useEffect(() => {
    for (const canvas of pagesRef.current?.querySelectorAll('canvas') ?? []) {
      canvas.setAttribute(
        'aria-label',
        pageLabelRef.current(Number(canvas.dataset.page), Number(canvas.dataset.pages)),
      );
    }
  }, [locale]);

  useEffect(() => {
    let isCancelled = false;
    const container = pagesRef.current;
    if (!container) return;
    container.replaceChildren();
    setState('loading');
    const overlayTimer = window.setTimeout(
      () => setState((current) => (current === 'loading' ? 'ready' : current)),
      overlayMaxMs,
    );

    const render = async () => {
      const [pdfjs, prefetched] = await Promise.all([import('pdfjs-dist'), takePrefetchedPdf(url)]);
      pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
      const task = pdfjs.getDocument(
        prefetched ? { data: prefetched, isEvalSupported: false } : { url, isEvalSupported: false },
      );
      const document = await task.promise;
      for (let number = 1; number <= document.numPages && !isCancelled; number += 1) {
        const page = await document.getPage(number);
        const width = container.clientWidth || 600;
        const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
        const ratio = window.devicePixelRatio || 1;
        const canvas = window.document.createElement('canvas');
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = '100%';
        canvas.setAttribute('role', 'img');
        canvas.dataset.page = String(number);
        canvas.dataset.pages = String(document.numPages);
        canvas.setAttribute('aria-label', pageLabelRef.current(number, document.numPages));
        canvas.className = 'mb-2 block bg-white shadow-sm';
        container.append(canvas);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('Canvas is not available');
        await page.render({
          canvasContext: context,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        }).promise;
        if (number === 1 && !isCancelled) {
          setState('ready');
          onShownRef.current?.();
        }
      }
      return () => void task.destroy();
    };

    let destroy: (() => void) | undefined;
    render().then(
      (cleanup) => {
        destroy = cleanup;
        if (isCancelled) cleanup();
      },
      (error: unknown) => {
        if (isCancelled) return;
        // pdf.js names a 404 MissingPDFException: the file was removed from the server (spec §8).
        setState(error instanceof Error && error.name === 'MissingPDFException' ? 'missing' : 'error');
        onShownRef.current?.();
      },
    );
    return () => {
      isCancelled = true;
      window.clearTimeout(overlayTimer);
      destroy?.();
    };
  }, [url, name]);

  return (
    <div className="space-y-2">
      <div className="relative h-[400px] overflow-hidden rounded-lg border border-slate-300 bg-slate-200 md:h-[600px]">
        <div
          ref={pagesRef}
          className="h-full overflow-y-auto p-2"
          tabIndex={0}
          role="region"
          aria-label={t`${fileName} (PDF)`}
        />
        {state === 'loading' ? (
          <div
            className="absolute inset-0 flex items-center justify-center gap-2 bg-white/90 text-slate-700"
            role="status"
          >
            <Loader2Icon className="size-5 animate-spin" aria-hidden="true" />
            <Trans>Loading PDF...</Trans>
          </div>
        ) : null}
        {state === 'error' ? (
          <div
            className="absolute inset-0 flex items-center justify-center bg-white p-6 text-center text-red-800"
            role="alert"
          >
            <Trans>Failed to load PDF. Please try again later.</Trans>
          </div>
        ) : null}
        {state === 'missing' ? (
          <div
            className="absolute inset-0 flex items-center justify-center bg-white p-6 text-center text-slate-800"
            role="alert"
          >
            <Trans>{fileName} is unavailable: the file no longer exists on the server.</Trans>
          </div>
        ) : null}
      </div>
      {state === 'missing' ? null : (
        <a
          className="inline-flex items-center gap-2 text-sm font-semibold text-navy-700 underline"
          href={url}
          target="_blank"
          rel="noreferrer"
        >
          <FileTextIcon className="size-4" aria-hidden="true" />
          <Trans>Open {fileName}</Trans>
        </a>
      )}
    </div>
  );
}
