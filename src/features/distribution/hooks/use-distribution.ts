import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { changesOfGroup, endpointQuery } from '@/lib/endpoint-query';
import { distributionEndpoints } from '../api/distribution-endpoints';
import type {
  DistributionOrderQuery,
  GearRequestBody,
  SendBody,
  StopRequestBody,
} from '../api/distribution-schemas';

export function useDistributionService() {
  return useQuery(endpointQuery(distributionEndpoints.service));
}

export function useDistributionScope() {
  return useQuery(endpointQuery(distributionEndpoints.scope));
}

export function useDistributionRequests() {
  return useQuery(endpointQuery(distributionEndpoints.requests));
}

export function useDistributionOrders(query: DistributionOrderQuery) {
  return useQuery({
    ...endpointQuery(distributionEndpoints.orders, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Every change of the centre (a request, order intake, a parcel) refreshes all it shows. */
function useDistributionMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  return useMutation({ mutationFn, meta: changesOfGroup(distributionEndpoints) });
}

export const useApplyForDistribution = () =>
  useDistributionMutation((body: GearRequestBody) =>
    apiClient.call(distributionEndpoints.apply, { body }),
  );
export const useUpgradeDistribution = () =>
  useDistributionMutation((body: GearRequestBody) =>
    apiClient.call(distributionEndpoints.upgrade, { body }),
  );
export const useRequestDistributionStop = () =>
  useDistributionMutation((body: StopRequestBody) =>
    apiClient.call(distributionEndpoints.stopApply, { body }),
  );
export const useStartDistribution = () =>
  useDistributionMutation(() => apiClient.call(distributionEndpoints.start));
export const useStopDistributionOrders = () =>
  useDistributionMutation(() => apiClient.call(distributionEndpoints.stopOrders));
export const useSendDistributionOrder = () =>
  useDistributionMutation((body: SendBody) => apiClient.call(distributionEndpoints.send, { body }));
