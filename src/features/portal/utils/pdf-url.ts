export type PdfUrlCheck =
  | { ok: true; url: string }
  | { ok: false; reason: 'missing' | 'invalid' | 'protocol' | 'foreign' | 'notPdf' };

/**
 * Whether /pdfPreview may frame this address: an http(s) .pdf file, and only from the app's
 * own origin or an allowed one, so that the preview cannot be turned into a frame for any page.
 */
export function checkPdfUrl(
  raw: string | null,
  ownOrigin: string,
  allowedOrigins: readonly string[],
): PdfUrlCheck {
  const trimmed = raw?.trim() ?? '';
  if (!trimmed) return { ok: false, reason: 'missing' };
  let url: URL;
  try {
    url = new URL(trimmed, ownOrigin);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, reason: 'protocol' };
  }
  if (url.origin !== ownOrigin && !allowedOrigins.includes(url.origin)) {
    return { ok: false, reason: 'foreign' };
  }
  if (!url.pathname.toLowerCase().endsWith('.pdf')) return { ok: false, reason: 'notPdf' };
  return { ok: true, url: url.href };
}

/** The file name of a URL's path, decoded where its %-escapes are well formed. */
export function pdfFileName(url: string): string {
  const name = new URL(url).pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
