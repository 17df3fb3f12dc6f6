import { describe, expect, it } from 'vitest';
import { uploadCopy } from '@/copy';
import { pickedFile } from '@tests/picked-files';
import { isDisplayableImageUrl, uploadRejection } from '../upload-rules';

const MB = 1024 * 1024;

describe('uploadRejection', () => {
  it.each([
    ['a.gif', 'gif'],
    ['a.jpeg', 'jpeg'],
    ['a.JPG', 'jpeg'],
    ['a.png', 'png'],
    ['a.svg', 'svg'],
  ] as const)('accepts %s holding a %s image', async (name, content) => {
    expect(await uploadRejection(pickedFile(name, content))).toBeNull();
  });

  it.each([
    ['a BOM and white space', '\uFEFF \n<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['an XML declaration', '<?xml version="1.0" encoding="UTF-8"?>\n<svg>'],
    [
      'a declaration, comments and a document type',
      '<?xml version="1.0"?><!-- Generator: Adobe Illustrator --><!-- 2 -->\n' +
        '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
        '<svg version="1.1">',
    ],
  ])('accepts an SVG that starts with %s', async (_, text) => {
    expect(await uploadRejection(pickedFile('a.svg', { text }))).toBeNull();
  });

  it.each([
    ['a.pdf', 'application/pdf'],
    ['a.webp', 'image/webp'],
    ['png', 'image/png'],
    ['a.png.exe', 'image/png'],
    ['a.png', 'text/html'],
  ])('refuses %s (%s) with the type message', async (name, type) => {
    expect(await uploadRejection(pickedFile(name, 'png', { type }))).toBe(
      uploadCopy.wrongType(name),
    );
  });

  it('refuses a file whose type the browser could not tell', async () => {
    expect(await uploadRejection(pickedFile('a.png', 'png', { type: '' }))).toBe(
      uploadCopy.unknownType('a.png'),
    );
  });

  it.each([
    ['a page named as an SVG image', pickedFile('a.svg', 'html')],
    ['a page named as a PNG image', pickedFile('a.png', 'html')],
    ['a GIF named as a PNG image', pickedFile('a.png', 'gif')],
    ['a PNG declared as a GIF', pickedFile('a.png', 'png', { type: 'image/gif' })],
    ['an SVG named as a JPEG image', pickedFile('a.jpg', 'svg')],
    ['a PNG named as an SVG image', pickedFile('a.svg', 'png')],
    ['an empty file', pickedFile('a.png', { text: '' })],
    [
      'an SVG that pulls in a style sheet first',
      pickedFile('a.svg', { text: '<?xml-stylesheet href="https://evil.test/x.css"?><svg>' }),
    ],
    [
      'an SVG whose document type declares entities',
      pickedFile('a.svg', { text: '<!DOCTYPE svg [<!ENTITY x "x">]><svg>' }),
    ],
    ['a page that mentions <svg> later', pickedFile('a.svg', { text: '<html><svg></svg>' })],
  ])('refuses %s: its content is not what it claims', async (_, file) => {
    expect(await uploadRejection(file)).toBe(uploadCopy.contentMismatch(file.name));
  });

  it('refuses files over the limit, and allows exactly the limit', async () => {
    expect(await uploadRejection(pickedFile('a.png', 'png', { size: 5 * MB }))).toBeNull();
    expect(await uploadRejection(pickedFile('a.png', 'png', { size: 5 * MB + 1 }))).toBe(
      uploadCopy.tooLarge('a.png', 5),
    );
    expect(await uploadRejection(pickedFile('a.png', 'png', { size: 2 * MB }), 1)).toBe(
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
