import type Sharp from 'sharp';
import { requiredOnFirstUse } from '../required-on-first-use.ts';

/**
 * sharp, with libvips, loaded with the first image read. libvips keeps recent images in a cache by
 * default; these are one-off personal documents, so it is turned off.
 */
export const loadSharp = requiredOnFirstUse<typeof Sharp>('sharp', (sharp) => sharp.cache(false));
