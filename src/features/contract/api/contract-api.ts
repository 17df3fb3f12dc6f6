import { apiClient } from '@/lib/api-client';
import { contractEndpoints } from './contract-endpoints';
import type { ContractExtensionBody, ContractQuery, NewContractBody } from './contract-schemas';

export const getContracts = (query: ContractQuery) =>
  apiClient.call(contractEndpoints.list, { query });

export const getContract = (contractId: number) =>
  apiClient.call(contractEndpoints.detail, { path: { contractId } });

export const requestExtension = (body: ContractExtensionBody) =>
  apiClient.call(contractEndpoints.extension, { body });

export const requestNewContract = (body: NewContractBody) =>
  apiClient.call(contractEndpoints.create, { body });
