import { readResponseHead } from '@/lib/file-head';
import { isPdfHead, PDF_HEAD_BYTES } from '@/lib/file-signatures';

const PDF_TYPE = 'application/pdf';

/** An answer's media type without its parameters: "Application/PDF; q=1" is application/pdf. */
const mediaTypeOf = (response: Response): string =>
  (response.headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase();

/**
 * Whether the file at `url` is a PDF. A frame shows a file as the type it is served with says,
 * so both that type and the file's first bytes must be a PDF's: an HTML or SVG file under a .pdf
 * name, served as what it is or as a PDF, is not one. A failed request throws.
 */
export async function isPdfFile(url: string): Promise<boolean> {
  const response = await fetch(url);
  const head = await readResponseHead(response, PDF_HEAD_BYTES);
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return mediaTypeOf(response) === PDF_TYPE && isPdfHead(head);
}
