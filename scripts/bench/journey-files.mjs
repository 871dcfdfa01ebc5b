// What a worker's phone sends at the end of a journey, for the load script and the benchmark: a camera
// photo and the multipart body of the certification.
import sharp from 'sharp';

/** A camera-like JPEG of at least `kilobytes` (noise compresses as badly as a real scene). */
export async function makePhoto(kilobytes = 300) {
  for (let side = 700; ; side += 50) {
    const photo = await sharp({
      create: {
        width: side,
        height: Math.round(side * 0.75),
        channels: 3,
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 70 })
      .toBuffer();
    if (photo.length >= kilobytes * 1024) return photo;
  }
}

/** A multipart/form-data body of text fields and JPEG files (`[{ name, data }]`). */
export function multipart(fields, files) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    ...files.flatMap((file) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="photo.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      file.data,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
