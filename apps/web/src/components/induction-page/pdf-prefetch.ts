import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * The PDF of the next page, fetched while the worker reads the page before it (issue 16), with the
 * viewer's code: on a slow line the document is there when its page opens. A fetched document is used
 * once (pdf.js takes its bytes), and only the latest two are kept.
 */
const fetched = new Map<string, Promise<ArrayBuffer | undefined>>();
const kept = 2;

export function prefetchPdf(url: string): void {
  void import('./pdf-view');
  void import('pdfjs-dist');
  // The viewer starts its worker from this address; fetched now, it comes from the browser's cache.
  void fetch(workerUrl).catch(() => undefined);
  if (fetched.has(url)) return;
  fetched.set(
    url,
    fetch(url).then(
      async (response) => (response.ok ? response.arrayBuffer() : undefined),
      () => undefined,
    ),
  );
  while (fetched.size > kept) fetched.delete(fetched.keys().next().value!);
}

/** The bytes fetched ahead for `url`, once; undefined when none were (or the fetch failed). */
export function takePrefetchedPdf(url: string): Promise<ArrayBuffer | undefined> {
  const bytes = fetched.get(url);
  fetched.delete(url);
  return bytes ?? Promise.resolve(undefined);
}
