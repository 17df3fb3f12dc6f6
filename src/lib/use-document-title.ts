import { useEffect } from 'react';
import { commonCopy } from '@/copy';

/** Shows `title` while the calling screen is mounted and restores the site title on leave. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    document.title = title;
    return () => {
      document.title = commonCopy.siteTitle;
    };
  }, [title]);
}
