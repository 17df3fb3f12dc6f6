export type PdfUrlCheck =
  { ok: true; url: string } | { ok: false; reason: 'missing' | 'invalid' | 'protocol' | 'foreign' };

/**
 * Whether /pdfPreview may frame this address: http(s) only, and only from the app's own
 * origin or an allowed one, so that the preview cannot be turned into a frame for any page.
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
  return { ok: true, url: url.href };
}
