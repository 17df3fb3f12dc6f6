const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

const startsWith = (head: Uint8Array, signature: readonly number[]): boolean =>
  head.length >= signature.length && signature.every((byte, index) => head[index] === byte);

const PDF = ascii('%PDF-');

/** Whether a file's first bytes are those every PDF file starts with. */
export const isPdfHead = (head: Uint8Array): boolean => startsWith(head, PDF);

/** How many of a file's first bytes isPdfHead needs. */
export const PDF_HEAD_BYTES = PDF.length;
