import type { PageQuery } from '@/lib/api-types';
import type { AwardQuery } from './standing-schemas';

/** The member's deposits, rewards and credit; the member centre's statistics share these. */
export const standingKeys = {
  all: ['standing'] as const,
  guarantees: () => [...standingKeys.all, 'guarantees'] as const,
  awards: (query: AwardQuery) => [...standingKeys.all, 'awards', query] as const,
  credit: () => [...standingKeys.all, 'credit'] as const,
  creditLogs: (query: PageQuery) => [...standingKeys.all, 'credit-logs', query] as const,
};
