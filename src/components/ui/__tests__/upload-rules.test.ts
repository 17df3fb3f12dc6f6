import { describe, expect, it } from 'vitest';
import { uploadCopy } from '@/copy';
import { isDisplayableImageUrl, uploadRejection } from '../upload-rules';

const MB = 1024 * 1024;
const file = (name: string, type = '', size = 10) => ({ name, type, size });

describe('uploadRejection', () => {
  it.each([
    ['a.gif', 'image/gif'],
    ['a.jpeg', 'image/jpeg'],
    ['a.JPG', 'image/jpeg'],
    ['a.png', 'image/png'],
    ['a.svg', 'image/svg+xml'],
    ['a.png', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(uploadRejection(file(name, type))).toBeNull();
  });

  it.each([
    ['a.pdf', 'application/pdf'],
    ['a.webp', 'image/webp'],
    ['png', ''],
    ['a.png.exe', ''],
    ['a.png', 'text/html'],
  ])('refuses %s (%s) with the type message', (name, type) => {
    expect(uploadRejection(file(name, type))).toBe(uploadCopy.wrongType(name));
  });

  it('refuses files over the limit, and allows exactly the limit', () => {
    expect(uploadRejection(file('a.png', 'image/png', 5 * MB))).toBeNull();
    expect(uploadRejection(file('a.png', 'image/png', 5 * MB + 1))).toBe(
      uploadCopy.tooLarge('a.png', 5),
    );
    expect(uploadRejection(file('a.png', 'image/png', 2 * MB), 1)).toBe(
      uploadCopy.tooLarge('a.png', 1),
    );
  });
});

describe('isDisplayableImageUrl', () => {
  it('allows http(s), same-origin paths, blob: and data:image/', () => {
    for (const url of [
      'https://a/b.png',
      'http://a/b.png',
      '/uploads/1.png',
      'blob:x',
      'data:image/png;base64,AA',
    ]) {
      expect(isDisplayableImageUrl(url)).toBe(true);
    }
  });

  it('refuses script and other schemes and protocol-relative URLs', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.test/a.png',
      'vbscript:x',
    ]) {
      expect(isDisplayableImageUrl(url)).toBe(false);
    }
  });
});
