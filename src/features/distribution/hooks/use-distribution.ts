import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  applyForDistribution,
  getDistributionOrders,
  getDistributionRequests,
  getDistributionScope,
  getDistributionService,
  requestDistributionStop,
  sendDistributionOrder,
  startDistribution,
  stopDistributionOrders,
  upgradeDistribution,
} from '../api/distribution-api';
import { distributionKeys } from '../api/distribution-keys';
import type { DistributionOrderQuery } from '../api/distribution-schemas';

export function useDistributionService() {
  return useQuery({ queryKey: distributionKeys.service(), queryFn: getDistributionService });
}

export function useDistributionScope() {
  return useQuery({ queryKey: distributionKeys.scope(), queryFn: getDistributionScope });
}

export function useDistributionRequests() {
  return useQuery({ queryKey: distributionKeys.requests(), queryFn: getDistributionRequests });
}

export function useDistributionOrders(query: DistributionOrderQuery) {
  return useQuery({
    queryKey: distributionKeys.orders(query),
    queryFn: () => getDistributionOrders(query),
    placeholderData: keepPreviousData,
  });
}

/** Every change of the centre (a request, order intake, a parcel) refreshes all it shows. */
function useDistributionMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  return useMutation({ mutationFn, meta: { invalidates: [distributionKeys.all] } });
}

export const useApplyForDistribution = () => useDistributionMutation(applyForDistribution);
export const useUpgradeDistribution = () => useDistributionMutation(upgradeDistribution);
export const useRequestDistributionStop = () => useDistributionMutation(requestDistributionStop);
export const useStartDistribution = () => useDistributionMutation(startDistribution);
export const useStopDistributionOrders = () => useDistributionMutation(stopDistributionOrders);
export const useSendDistributionOrder = () => useDistributionMutation(sendDistributionOrder);
