/** The public hosts of Google Cloud Storage objects. */
const storageHost = 'storage.googleapis.com';

/**
 * The storage key that a bucket URL names, or undefined when the URL is not an https address of
 * the configured bucket (any other host, scheme, IP address, port or credentials).
 * Accepts `https://storage.googleapis.com/<bucket>/<key>` and `https://<bucket>.storage.googleapis.com/<key>`.
 */
export function keyOfBucketUrl(address: string, bucketName: string | undefined): string | undefined {
  if (!bucketName || !URL.canParse(address)) return undefined;
  const url = new URL(address);
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return undefined;
  if (url.search !== '' || url.hash !== '') return undefined;
  const path = decodedPath(url.pathname);
  if (path === undefined) return undefined;
  if (url.hostname === storageHost && path.startsWith(`/${bucketName}/`)) return path.slice(bucketName.length + 2);
  if (url.hostname === `${bucketName}.${storageHost}`) return path.slice(1);
  return undefined;
}

/** The path with its percent-escapes decoded; undefined when an escape is broken (`%`, `%ZZ`). */
function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}
