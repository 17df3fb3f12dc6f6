import { apiClient } from '@/lib/api-client';
import {
  distributionCentreSchema,
  distributionOrderPageSchema,
  distributionOrderSchema,
  distributionRequestSchema,
  distributionRequestsSchema,
  distributionScopeSchema,
  distributionServiceSchema,
} from './distribution-schemas';
import type {
  DistributionOrderQuery,
  GearRequestBody,
  SendBody,
  StopRequestBody,
} from './distribution-types';

export const DISTRIBUTION_PATHS = {
  service: 'v1/front/distribution/service',
  scope: 'v1/front/distribution/scope',
  apply: 'v1/front/distribution/apply',
  stopApply: 'v1/front/distribution/stop/apply',
  upgrade: 'v1/front/distribution/upgrade',
  orders: 'v1/front/distribution/order',
  send: 'v1/front/distribution/send',
  start: 'v1/front/start/distribution',
  stopOrders: 'v1/front/stop/order',
} as const;

/** The member's distribution centre, or null when they have none. */
export const getDistributionService = () =>
  apiClient.get(DISTRIBUTION_PATHS.service, distributionServiceSchema);

/** The districts the centre serves, by their real names; null without a centre. */
export const getDistributionScope = () =>
  apiClient.get(DISTRIBUTION_PATHS.scope, distributionScopeSchema);

/** The member's applications, upgrades and stop requests, newest first. */
export const getDistributionRequests = () =>
  apiClient.get(DISTRIBUTION_PATHS.apply, distributionRequestsSchema);

export const applyForDistribution = (body: GearRequestBody) =>
  apiClient.post(DISTRIBUTION_PATHS.apply, body, distributionRequestSchema);

export const upgradeDistribution = (body: GearRequestBody) =>
  apiClient.post(DISTRIBUTION_PATHS.upgrade, body, distributionRequestSchema);

export const requestDistributionStop = (body: StopRequestBody) =>
  apiClient.post(DISTRIBUTION_PATHS.stopApply, body, distributionRequestSchema);

/** Takes new orders again; a centre that was stopped (待启用) is enabled. */
export const startDistribution = () =>
  apiClient.post(DISTRIBUTION_PATHS.start, undefined, distributionCentreSchema);

/** Pauses the taking of new orders; the orders already taken are still to be sent. */
export const stopDistributionOrders = () =>
  apiClient.post(DISTRIBUTION_PATHS.stopOrders, undefined, distributionCentreSchema);

export const getDistributionOrders = (query: DistributionOrderQuery) =>
  apiClient.get(DISTRIBUTION_PATHS.orders, distributionOrderPageSchema, { params: query });

/** Records the parcel of an order: it is sent. */
export const sendDistributionOrder = (body: SendBody) =>
  apiClient.post(DISTRIBUTION_PATHS.send, body, distributionOrderSchema);
