import sharp from 'sharp';

/**
 * A phone camera's photo as issue 16 measured it: 4000 x 3000 px, a 3.3 MB JPEG (noise keeps it from
 * compressing as a flat image would). For the browser test and the slow-4G measurement.
 */
export function cameraPhoto() {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: 120, g: 140, b: 160 },
      noise: { type: 'gaussian', mean: 128, sigma: 15 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}
