/** A phone camera's photo: 4000 x 3000 px, a 3.3 MB JPEG. */
export function cameraPhoto(): Promise<Buffer>;
