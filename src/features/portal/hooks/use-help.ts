import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/endpoint-query';
import { portalEndpoints } from '../api/portal-endpoints';
import { usePortalDetail } from './use-portal-detail';

export const useHelpCategories = (enabled: boolean) =>
  useQuery({ ...endpointQuery(portalEndpoints.helps), enabled });

export const useHelpCategory = (helpId: number | undefined) =>
  usePortalDetail(helpId, (id) => endpointQuery(portalEndpoints.help, { path: { helpId: id } }));

export const useHelpContent = (contentId: number | undefined) =>
  usePortalDetail(contentId, (id) =>
    endpointQuery(portalEndpoints.helpContent, { path: { contentId: id } }),
  );
