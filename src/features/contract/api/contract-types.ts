import type { PageQuery } from '@/lib/api-types';
import type { ContractStatus } from '@/lib/enums/designed';

export { CONTRACT_STATUSES, type ContractStatus } from '@/lib/enums/designed';

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
  /** Why the platform refused the member's latest request (an extension or the new contract); '' when it did not. */
  auditRemark: string;
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
