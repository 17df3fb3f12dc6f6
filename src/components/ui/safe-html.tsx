import { useMemo, type CSSProperties } from 'react';
import { sanitizeHtml } from '@/lib/sanitize-html';

/**
 * Behind the sanitizer, which keeps no positioning: paint containment makes this box the
 * containing block of even `position: fixed` content and clips what is drawn outside it, so
 * nothing inside can cover the page; a table wider than the box scrolls instead of being cut.
 */
const CONFINED: CSSProperties = {
  position: 'relative',
  overflow: 'auto',
  isolation: 'isolate',
  contain: 'paint',
};

/** The one place server HTML enters the page: always sanitized first. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} style={CONFINED} dangerouslySetInnerHTML={{ __html: clean }} />;
}
