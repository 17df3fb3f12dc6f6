import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { changesOf, endpointQuery } from '@/lib/endpoint-query';
import { contractEndpoints } from '../api/contract-endpoints';
import type {
  Contract,
  ContractExtensionBody,
  ContractQuery,
  NewContractBody,
} from '../api/contract-schemas';

export function useContracts(query: ContractQuery) {
  return useQuery({
    ...endpointQuery(contractEndpoints.list, { query }),
    placeholderData: keepPreviousData,
  });
}

const contractQuery = (contractId: number) =>
  endpointQuery(contractEndpoints.detail, { path: { contractId } });

export function useContract(contractId: number) {
  return useQuery(contractQuery(contractId));
}

/** The answer is the contract as stored: it becomes the detail's data, and the lists refresh. */
function useContractMutation<Input>(mutationFn: (input: Input) => Promise<Contract>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (contract) =>
      queryClient.setQueryData(contractQuery(contract.contractId).queryKey, contract),
    meta: changesOf(contractEndpoints.list),
  });
}

export const useRequestExtension = () =>
  useContractMutation((body: ContractExtensionBody) =>
    apiClient.call(contractEndpoints.extension, { body }),
  );
export const useRequestNewContract = () =>
  useContractMutation((body: NewContractBody) =>
    apiClient.call(contractEndpoints.create, { body }),
  );
