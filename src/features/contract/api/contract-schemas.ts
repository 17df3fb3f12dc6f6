import { CONTRACT_STATUSES } from '@/lib/enums/designed';
import {
  int,
  oneOf,
  optional,
  orElse,
  paged,
  pageQuery,
  text,
  textOrNull,
  v,
  type Input,
  type Output,
} from '@/lib/schema';

/** The extension request of a contract under review. */
export const contractExtensionSchema = v.object({
  /** YYYY-MM-DD */
  endDate: text(),
  reason: text(),
  /** YYYY-MM-DD HH:mm:ss */
  applyTime: text(),
});
export type ContractExtension = Output<typeof contractExtensionSchema>;

export const contractSchema = v.object({
  contractId: int(),
  contractNo: text(),
  contractName: text(),
  /** The other party: the company or person the member signs with. */
  party: text(),
  /** YYYY-MM-DD */
  startDate: text(),
  /** YYYY-MM-DD */
  endDate: text(),
  // a status the app does not know is shown as ended: nothing is offered that may not apply
  status: oneOf(CONTRACT_STATUSES, 'EXPIRED'),
  /** YYYY-MM-DD HH:mm:ss, '' while a new contract is under review. */
  signTime: text(),
  remark: text(),
  /** The signed text as a PDF; null until there is one. */
  pdfUrl: orElse(v.nullable(textOrNull()), null),
  extension: orElse(v.nullable(contractExtensionSchema), null),
  /** Why the platform refused the member's latest request (an extension or the new contract); '' when it did not. */
  auditRemark: text(),
});
export type Contract = Output<typeof contractSchema>;

export const contractPageSchema = paged(contractSchema);
export type ContractPage = Output<typeof contractPageSchema>;

export const contractQuerySchema = v.object({
  ...pageQuery,
  status: optional(v.picklist(CONTRACT_STATUSES)),
});
export type ContractQuery = Input<typeof contractQuerySchema>;

export const contractExtensionBodySchema = v.object({
  contractId: v.number(),
  /** YYYY-MM-DD, after the contract's end date. */
  endDate: v.string(),
  reason: v.string(),
});
export type ContractExtensionBody = Input<typeof contractExtensionBodySchema>;

export const newContractBodySchema = v.object({
  contractName: v.string(),
  party: v.string(),
  /** YYYY-MM-DD */
  startDate: v.string(),
  /** YYYY-MM-DD */
  endDate: v.string(),
  remark: v.string(),
});
export type NewContractBody = Input<typeof newContractBodySchema>;
