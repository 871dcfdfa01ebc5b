import type { ImageSize } from './image-limits.ts';
import { loadSharp } from './load-sharp.ts';

/** Bytes of an image, or the path of a file that holds one. */
export type ImageInput = Buffer | Uint8Array | string;

/**
 * The size an image's header declares, read without decoding a pixel (sharp's metadata, in the thread
 * pool); undefined when the header cannot be read as an image.
 */
export async function readImageSize(input: ImageInput): Promise<ImageSize | undefined> {
  // Outside the try: sharp failing to load is the server's fault, not an unreadable image.
  const sharp = loadSharp();
  try {
    // No pixel limit here: nothing is decoded, and a huge size is exactly what the caller wants to see.
    const { width, height } = await sharp(input, { limitInputPixels: false }).metadata();
    return width > 0 && height > 0 ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}
