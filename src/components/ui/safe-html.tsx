import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitize-html';

/** The one place server HTML enters the page: always sanitized first. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
