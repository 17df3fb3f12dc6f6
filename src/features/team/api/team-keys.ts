import type { PageQuery } from '@/lib/api-types';
import type { TeamQuery } from './team-schemas';

/** The member's team; following changes the list, the tree's neighbours and the actions. */
export const teamKeys = {
  all: ['team'] as const,
  list: (query: TeamQuery) => [...teamKeys.all, 'list', query] as const,
  tree: () => [...teamKeys.all, 'tree'] as const,
  member: (memberId: number) => [...teamKeys.all, 'member', memberId] as const,
  attentions: (query: PageQuery) => [...teamKeys.all, 'attentions', query] as const,
  invitations: (query: PageQuery) => [...teamKeys.all, 'invitations', query] as const,
  grants: (query: PageQuery) => [...teamKeys.all, 'grants', query] as const,
  actions: (query: PageQuery) => [...teamKeys.all, 'actions', query] as const,
  connect: () => [...teamKeys.all, 'connect'] as const,
  authorizableTeams: () => [...teamKeys.connect(), 'teams'] as const,
  followState: () => [...teamKeys.connect(), 'follow'] as const,
  fans: (query: PageQuery) => [...teamKeys.connect(), 'fans', query] as const,
};
