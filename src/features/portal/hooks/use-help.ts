import { useQuery } from '@tanstack/react-query';
import { getHelpCategories, getHelpCategory, getHelpContent } from '../api/portal-api';
import { portalKeys } from '../api/portal-keys';

export const useHelpCategories = (enabled: boolean) =>
  useQuery({ queryKey: portalKeys.helps(), queryFn: getHelpCategories, enabled });

export const useHelpCategory = (helpId: number | undefined) =>
  useQuery({
    queryKey: portalKeys.help(helpId ?? 0),
    queryFn: () => getHelpCategory(helpId ?? 0),
    enabled: helpId !== undefined,
  });

export const useHelpContent = (contentId: number | undefined) =>
  useQuery({
    queryKey: portalKeys.helpContent(contentId ?? 0),
    queryFn: () => getHelpContent(contentId ?? 0),
    enabled: contentId !== undefined,
  });
