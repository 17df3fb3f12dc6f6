import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getContract,
  getContracts,
  requestExtension,
  requestNewContract,
} from '../api/contract-api';
import { contractKeys } from '../api/contract-keys';
import type { Contract, ContractQuery } from '../api/contract-schemas';

export function useContracts(query: ContractQuery) {
  return useQuery({
    queryKey: contractKeys.list(query),
    queryFn: () => getContracts(query),
    placeholderData: keepPreviousData,
  });
}

export function useContract(contractId: number) {
  return useQuery({
    queryKey: contractKeys.detail(contractId),
    queryFn: () => getContract(contractId),
  });
}

/** The answer is the contract as stored: it becomes the detail's data, and the lists refresh. */
function useContractMutation<Input>(mutationFn: (input: Input) => Promise<Contract>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (contract) =>
      queryClient.setQueryData(contractKeys.detail(contract.contractId), contract),
    meta: { invalidates: [contractKeys.lists()] },
  });
}

export const useRequestExtension = () => useContractMutation(requestExtension);
export const useRequestNewContract = () => useContractMutation(requestNewContract);
