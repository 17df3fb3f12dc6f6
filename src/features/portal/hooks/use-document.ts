import { useQuery } from '@tanstack/react-query';
import { getColumnContents, getDocument } from '../api/portal-api';
import { portalKeys } from '../api/portal-keys';
import { usePagedQuery } from './use-paged-query';

export function useDocument(contentId: number | undefined) {
  return useQuery({
    queryKey: portalKeys.document(contentId ?? 0),
    queryFn: () => getDocument(contentId ?? 0),
    enabled: contentId !== undefined,
  });
}

/** A column's documents, paged and searched through the URL. */
export const useDocumentList = (classifyId: number) =>
  usePagedQuery(
    (query) => portalKeys.columnContents({ ...query, classifyId }),
    (query) => getColumnContents({ ...query, classifyId }),
  );
