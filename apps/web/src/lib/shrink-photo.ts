/**
 * Camera photos shrunk in the browser before they are sent (issue 16): a phone's 3 MB photo of a
 * licence becomes a JPEG of at most 2000 px on its longest side at quality 0.8, still legible for an
 * administrator checking the licence, and a fraction of the upload on a weak signal.
 */
export const photoLongestSide = 2000;
export const photoJpegQuality = 0.8;
/** Below this, and within the longest side, a photo is sent as it is. */
const smallEnoughBytes = 500 * 1024;
const shrinkableTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * Whether the file is a photo this browser shrinks before sending: its size as chosen does not matter,
 * since a 12 MB camera photo leaves as a JPEG of about 2 MB.
 */
export const isShrinkablePhoto = (file: File) => shrinkableTypes.has(file.type);

/** The photo to send: shrunk when that makes it smaller, else the file as chosen (a PDF, say). */
export async function shrinkPhoto(file: File): Promise<File> {
  if (!isShrinkablePhoto(file)) return file;
  let image: ImageBitmap;
  try {
    // The camera's orientation tag is applied, so the photo is drawn the right way up.
    image = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file; // Not decodable here: the server's own checks decide.
  }
  try {
    const scale = Math.min(1, photoLongestSide / Math.max(image.width, image.height));
    if (scale === 1 && file.size <= smallEnoughBytes) return file;
    const width = Math.max(1, Math.round(image.width * scale));
    const height = Math.max(1, Math.round(image.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: a transparent PNG is laid on white, not black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(image, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', photoJpegQuality));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`, {
      type: 'image/jpeg',
      lastModified: file.lastModified,
    });
  } finally {
    image.close();
  }
}

/** Each file of a form's files, shrunk where it is a photo. */
export async function shrinkPhotos(files: Record<string, File>): Promise<Record<string, File>> {
  const entries = await Promise.all(
    Object.entries(files).map(async ([field, file]) => [field, await shrinkPhoto(file)] as const),
  );
  return Object.fromEntries(entries);
}
