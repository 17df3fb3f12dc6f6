import { describe, expect, it } from 'vitest';
import { isPdfHead, PDF_HEAD_BYTES } from '../file-signatures';

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
