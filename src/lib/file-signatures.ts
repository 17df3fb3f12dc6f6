const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

const startsWith = (head: Uint8Array, signature: readonly number[]): boolean =>
  head.length >= signature.length && signature.every((byte, index) => head[index] === byte);

const PDF = ascii('%PDF-');
const PNG = [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIFS = [ascii('GIF87a'), ascii('GIF89a')];

/** How many of a file's first bytes isPdfHead needs. */
export const PDF_HEAD_BYTES = PDF.length;

/** Whether a file's first bytes are those every PDF file starts with. */
export const isPdfHead = (head: Uint8Array): boolean => startsWith(head, PDF);

export type ImageType = 'image/gif' | 'image/jpeg' | 'image/png' | 'image/svg+xml';

/** How many of a file's first bytes imageTypeOfHead reads: an SVG's prolog fits in them. */
export const IMAGE_HEAD_BYTES = 4096;

/**
 * What may come before an SVG's root element: the XML declaration, comments, and a document
 * type without an internal subset (whose entities a parser would expand), with white space.
 */
const SVG_PROLOG_PART = /^\s*(?:<\?xml\s[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg\b[^[>]*>)/;
const SVG_ROOT = /^\s*<svg[\s/>]/;

/** Whether a text is an SVG document: its prolog, then <svg. A byte order mark is decoded away. */
function isSvgText(text: string): boolean {
  let rest = text;
  for (let part = SVG_PROLOG_PART.exec(rest); part; part = SVG_PROLOG_PART.exec(rest)) {
    rest = rest.slice(part[0].length);
  }
  return SVG_ROOT.test(rest);
}

/** The image type a file's first bytes show, or null when they show none of those uploaded. */
export function imageTypeOfHead(head: Uint8Array): ImageType | null {
  if (startsWith(head, PNG)) return 'image/png';
  if (startsWith(head, JPEG)) return 'image/jpeg';
  if (GIFS.some((gif) => startsWith(head, gif))) return 'image/gif';
  if (isSvgText(new TextDecoder().decode(head))) return 'image/svg+xml';
  return null;
}
