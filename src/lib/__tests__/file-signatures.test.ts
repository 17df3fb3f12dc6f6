import { describe, expect, it } from 'vitest';
import { imageTypeOfHead, isPdfHead, PDF_HEAD_BYTES } from '../file-signatures';

const head = (text: string) => new TextEncoder().encode(text).subarray(0, PDF_HEAD_BYTES);

describe('isPdfHead', () => {
  it('knows a PDF by its first bytes', () => {
    expect(isPdfHead(head('%PDF-1.4\n%âãÏÓ'))).toBe(true);
  });

  it.each(['<!doctype html>', '<svg xmlns="http://www.w3.org/2000/svg">', ' %PDF-1.4', '%PDF', ''])(
    'refuses %j',
    (text) => expect(isPdfHead(head(text))).toBe(false),
  );
});

describe('imageTypeOfHead', () => {
  const of = (...bytes: number[]) => imageTypeOfHead(Uint8Array.from(bytes));
  const ofText = (text: string) => imageTypeOfHead(new TextEncoder().encode(text));

  it('knows each image type by its first bytes', () => {
    expect(of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00)).toBe('image/png');
    expect(of(0xff, 0xd8, 0xff, 0xdb)).toBe('image/jpeg');
    expect(ofText('GIF87a')).toBe('image/gif');
    expect(ofText('GIF89a')).toBe('image/gif');
    expect(ofText('<svg/>')).toBe('image/svg+xml');
  });

  it('takes no part of a signature for the whole', () => {
    expect(of(0x89, 0x50, 0x4e, 0x47)).toBeNull();
    expect(of(0xff, 0xd8)).toBeNull();
    expect(ofText('GIF88a')).toBeNull();
    expect(ofText('<svgx/>')).toBeNull();
    expect(ofText('<!-- unclosed <svg/>')).toBeNull();
  });
});
