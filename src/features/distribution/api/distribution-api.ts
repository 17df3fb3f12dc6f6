import { apiClient } from '@/lib/api-client';
import { distributionEndpoints } from './distribution-endpoints';
import type {
  DistributionOrderQuery,
  GearRequestBody,
  SendBody,
  StopRequestBody,
} from './distribution-schemas';

export const getDistributionService = () => apiClient.call(distributionEndpoints.service);

export const getDistributionScope = () => apiClient.call(distributionEndpoints.scope);

export const getDistributionRequests = () => apiClient.call(distributionEndpoints.requests);

export const applyForDistribution = (body: GearRequestBody) =>
  apiClient.call(distributionEndpoints.apply, { body });

export const upgradeDistribution = (body: GearRequestBody) =>
  apiClient.call(distributionEndpoints.upgrade, { body });

export const requestDistributionStop = (body: StopRequestBody) =>
  apiClient.call(distributionEndpoints.stopApply, { body });

export const startDistribution = () => apiClient.call(distributionEndpoints.start);

export const stopDistributionOrders = () => apiClient.call(distributionEndpoints.stopOrders);

export const getDistributionOrders = (query: DistributionOrderQuery) =>
  apiClient.call(distributionEndpoints.orders, { query });

export const sendDistributionOrder = (body: SendBody) =>
  apiClient.call(distributionEndpoints.send, { body });
