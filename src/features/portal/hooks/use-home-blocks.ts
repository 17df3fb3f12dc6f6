import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/endpoint-query';
import { portalEndpoints } from '../api/portal-endpoints';

export const useBanners = () => useQuery(endpointQuery(portalEndpoints.banners));

export const useColumnClassifies = () => useQuery(endpointQuery(portalEndpoints.classifies));

export const useGalleryImages = () => useQuery(endpointQuery(portalEndpoints.images));

/** The first few documents of a column, for its home tab. */
export function useColumnPreview(classifyId: number, size: number) {
  const query = { classifyId, pageNo: 1, pageSize: size };
  return useQuery(endpointQuery(portalEndpoints.columnContents, { query }));
}
