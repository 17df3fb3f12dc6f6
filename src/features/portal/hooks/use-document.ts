import { endpointQuery } from '@/lib/endpoint-query';
import { portalEndpoints } from '../api/portal-endpoints';
import { usePagedQuery } from './use-paged-query';
import { usePortalDetail } from './use-portal-detail';

export const useDocument = (contentId: number | undefined) =>
  usePortalDetail(contentId, (id) =>
    endpointQuery(portalEndpoints.columnContent, { path: { contentId: id } }),
  );

/** A column's documents, paged and searched through the URL. */
export const useDocumentList = (classifyId: number) =>
  usePagedQuery((query) =>
    endpointQuery(portalEndpoints.columnContents, { query: { ...query, classifyId } }),
  );
