import { useQuery } from '@tanstack/react-query';
import {
  getBanners,
  getColumnClassifies,
  getColumnContents,
  getGalleryImages,
} from '../api/portal-api';
import { portalKeys } from '../api/portal-keys';

export const useBanners = () => useQuery({ queryKey: portalKeys.banners(), queryFn: getBanners });

export const useColumnClassifies = () =>
  useQuery({ queryKey: portalKeys.classifies(), queryFn: getColumnClassifies });

export const useGalleryImages = () =>
  useQuery({ queryKey: portalKeys.images(), queryFn: getGalleryImages });

/** The first few documents of a column, for its home tab. */
export function useColumnPreview(classifyId: number, size: number) {
  const query = { classifyId, pageNo: 1, pageSize: size };
  return useQuery({
    queryKey: portalKeys.columnContents(query),
    queryFn: () => getColumnContents(query),
  });
}
