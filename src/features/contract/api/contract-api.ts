import { apiClient } from '@/lib/api-client';
import { fillPath } from '@/lib/api-types';
import { contractPageSchema, contractSchema } from './contract-schemas';
import type { ContractExtensionBody, ContractQuery, NewContractBody } from './contract-types';

export const CONTRACT_PATHS = {
  list: 'v1/front/contract',
  detail: 'v1/front/contract/:contractId',
  extension: 'v1/front/user/contract/extension',
  create: 'v1/front/user/contract/new',
} as const;

/** The member's contracts, the newest first. */
export const getContracts = (query: ContractQuery) =>
  apiClient.get(CONTRACT_PATHS.list, contractPageSchema, { params: query });

export const getContract = (contractId: number) =>
  apiClient.get(fillPath(CONTRACT_PATHS.detail, { contractId }), contractSchema);

/** 申请续签: the contract comes back as 续签审核中 with its request. */
export const requestExtension = (body: ContractExtensionBody) =>
  apiClient.post(CONTRACT_PATHS.extension, body, contractSchema);

/** 申请新合同: the contract comes back as 新签审核中. */
export const requestNewContract = (body: NewContractBody) =>
  apiClient.post(CONTRACT_PATHS.create, body, contractSchema);
