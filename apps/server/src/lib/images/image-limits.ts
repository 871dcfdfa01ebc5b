/** Width and height in pixels, as an image's header declares them. */
export type ImageSize = { width: number; height: number };

/**
 * The most pixels an uploaded image may have (a 12-megapixel phone photo is well inside). A 300 KB
 * PNG can declare 10000 x 10000 pixels, 300 MB once decoded: sizes are checked from the header first.
 */
export const maxImagePixels = 40_000_000;

/** The longest side of an identity or licence image as stored, which is still legible in print. */
export const normalisedLongestSide = 2000;

/**
 * The largest signature: the pad is 150 CSS pixels high and at most the player's width, drawn at up to
 * three device pixels to the CSS pixel; generous on both sides.
 */
export const maxSignatureSize: ImageSize = { width: 4000, height: 1000 };

export const hasAtMostPixels = (size: ImageSize, pixels: number): boolean => size.width * size.height <= pixels;

/** Whether a signature of this size is accepted at upload and drawn in the documents. */
export const isSignatureSizeAllowed = (size: ImageSize): boolean =>
  size.width <= maxSignatureSize.width && size.height <= maxSignatureSize.height;

/** "10000 x 10000", as messages and notes say a size. */
export const describeSize = (size: ImageSize): string => `${size.width} x ${size.height}`;
