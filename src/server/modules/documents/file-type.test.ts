import { describe, expect, it } from 'vitest';
import { SAMPLE_FILES } from '#server/testing/documents';
import { fileTypeOf } from './file-type';

describe('fileTypeOf', () => {
  it.each([
    ['a JPEG', SAMPLE_FILES.jpeg, 'jpg', 'image/jpeg'],
    ['a PNG', SAMPLE_FILES.png, 'png', 'image/png'],
    ['a GIF89a', SAMPLE_FILES.gif, 'gif', 'image/gif'],
    ['a PDF', SAMPLE_FILES.pdf, 'pdf', 'application/pdf'],
  ])('reads %s from its content', (_case, file, fileType, contentType) => {
    expect(fileTypeOf(file.content)).toEqual({ fileType, contentType });
  });

  it('knows the older GIF87a header too', () => {
    expect(fileTypeOf(Buffer.from('GIF87a\x01\x00\x01\x00'))?.fileType).toBe('gif');
  });

  it.each([
    ['a Windows program named .jpg', SAMPLE_FILES.exe.content],
    ['text', Buffer.from('just some text')],
    ['nothing', Buffer.alloc(0)],
    ['half a PNG signature', SAMPLE_FILES.png.content.subarray(0, 4)],
    ['a PDF header that does not come first', Buffer.from(' %PDF-1.4')],
    ['an SVG image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
  ])('refuses %s', (_case, content) => {
    expect(fileTypeOf(content)).toBeUndefined();
  });
});
