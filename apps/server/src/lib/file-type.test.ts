import { describe, expect, it } from 'vitest';
import { detectDocumentType, isPng } from './file-type.ts';

const withFiller = (head: Buffer | string) =>
  Buffer.concat([typeof head === 'string' ? Buffer.from(head, 'latin1') : head, Buffer.alloc(64, 1)]);

describe('document types by content', () => {
  it.each([
    ['a JPEG', withFiller(Buffer.from('ffd8ffe0', 'hex')), 'jpg', 'image/jpeg'],
    ['a PNG', withFiller(Buffer.from('89504e470d0a1a0a', 'hex')), 'png', 'image/png'],
    ['a WebP', withFiller('RIFF\x10\x00\x00\x00WEBPVP8 '), 'webp', 'image/webp'],
    ['a HEIC photo', withFiller('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic'), 'heic', 'image/heic'],
    ['a HEIF image', withFiller('\x00\x00\x00\x18ftypmif1\x00\x00\x00\x00mif1heic'), 'heic', 'image/heif'],
    ['a PDF', withFiller('%PDF-1.7\n'), 'pdf', 'application/pdf'],
  ])('recognises %s', (_name, data, extension, contentType) => {
    expect(detectDocumentType(data)).toEqual({ extension, contentType });
  });

  it.each([
    ['an ELF executable', withFiller(Buffer.from('7f454c46', 'hex'))],
    ['a Windows program', withFiller('MZ\x90\x00')],
    ['an HTML page', withFiller('<!doctype html><script>alert(1)</script>')],
    ['an SVG', withFiller('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['an MP4 video', withFiller('\x00\x00\x00\x18ftypisom')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', (_name, data) => {
    expect(detectDocumentType(data)).toBeUndefined();
  });

  it('needs the whole PNG signature', () => {
    expect(isPng(Buffer.from('89504e47', 'hex'))).toBe(false);
  });
});
