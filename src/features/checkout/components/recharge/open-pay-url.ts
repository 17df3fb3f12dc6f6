/** Opens a payment page in a new tab, only for http(s) URLs; false when the URL is refused. */
export function openPayUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  window.open(parsed.href, '_blank', 'noopener,noreferrer');
  return true;
}
