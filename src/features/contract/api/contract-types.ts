import type { PageQuery } from '@/lib/api-types';

/**
 * A contract's status (designed): in force, ending within 30 days, ended, or a request under
 * the platform's review (an extension of this contract, or a new contract).
 */
export const CONTRACT_STATUSES = [
  'ACTIVE',
  'EXPIRING',
  'EXPIRED',
  'EXTENSION_AUDIT',
  'NEW_AUDIT',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** The extension request of a contract under review. */
export interface ContractExtension {
  /** YYYY-MM-DD */
  endDate: string;
  reason: string;
  /** YYYY-MM-DD HH:mm:ss */
  applyTime: string;
}

export interface Contract {
  contractId: number;
  contractNo: string;
  contractName: string;
  /** The other party: the company or person the member signs with. */
  party: string;
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD */
  endDate: string;
  status: ContractStatus;
  /** YYYY-MM-DD HH:mm:ss, '' while a new contract is under review. */
  signTime: string;
  remark: string;
  /** The signed text as a PDF; null until there is one. */
  pdfUrl: string | null;
  extension: ContractExtension | null;
}

export interface ContractPage {
  list: Contract[];
  total: number;
}

export interface ContractQuery extends PageQuery {
  status?: ContractStatus;
}

/** POST user/contract/extension. */
export interface ContractExtensionBody {
  contractId: number;
  /** YYYY-MM-DD, after the contract's end date. */
  endDate: string;
  reason: string;
}

/** POST user/contract/new. */
export interface NewContractBody {
  contractName: string;
  party: string;
  startDate: string;
  endDate: string;
  remark: string;
}
