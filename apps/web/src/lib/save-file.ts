/** How long the temporary link to fetched bytes lives (spec §7: released after 60 s). */
const linkLifetimeMs = 60_000;

/** A link to bytes fetched into memory, released after a minute (spec §7). */
export function temporaryObjectUrl(blob: Blob): string {
  const url = URL.createObjectURL(blob);
  window.setTimeout(() => URL.revokeObjectURL(url), linkLifetimeMs);
  return url;
}

/** Hands bytes already fetched to the browser's downloads under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const link = document.createElement('a');
  link.href = temporaryObjectUrl(blob);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}
