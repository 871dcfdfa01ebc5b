import { createRequire } from 'node:module';
import type Sharp from 'sharp';

let sharp: typeof Sharp | undefined;

/**
 * sharp, with libvips, required when the first image is read rather than when the server starts
 * (decision 55's addendum). A CommonJS package, so synchronously. libvips keeps recent images in a
 * cache by default; these are one-off personal documents, so it is turned off.
 */
export function loadSharp(): typeof Sharp {
  if (!sharp) {
    sharp = createRequire(import.meta.url)('sharp') as typeof Sharp;
    sharp.cache(false);
  }
  return sharp;
}
