import type { DistributionOrderQuery } from './distribution-schemas';

/** The member's distribution centre: a change of its state refreshes every entry. */
export const distributionKeys = {
  all: ['distribution'] as const,
  service: () => [...distributionKeys.all, 'service'] as const,
  scope: () => [...distributionKeys.all, 'scope'] as const,
  requests: () => [...distributionKeys.all, 'requests'] as const,
  orders: (query: DistributionOrderQuery) => [...distributionKeys.all, 'orders', query] as const,
};
