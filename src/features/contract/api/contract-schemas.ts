import * as v from 'valibot';
import * as s from '@/lib/schema';
import { CONTRACT_STATUSES } from '@/lib/enums/designed';

/** The extension request of a contract under review. */
export const contractExtensionSchema = v.object({
  /** YYYY-MM-DD */
  endDate: s.text(),
  reason: s.text(),
  /** YYYY-MM-DD HH:mm:ss */
  applyTime: s.text(),
});
export type ContractExtension = s.Output<typeof contractExtensionSchema>;

export const contractSchema = v.object({
  contractId: s.int(),
  contractNo: s.text(),
  contractName: s.text(),
  /** The other party: the company or person the member signs with. */
  party: s.text(),
  /** YYYY-MM-DD */
  startDate: s.text(),
  /** YYYY-MM-DD */
  endDate: s.text(),
  // a status the app does not know is shown as ended: nothing is offered that may not apply
  status: s.oneOf(CONTRACT_STATUSES, 'EXPIRED'),
  /** YYYY-MM-DD HH:mm:ss, '' while a new contract is under review. */
  signTime: s.text(),
  remark: s.text(),
  /** The signed text as a PDF; null until there is one. */
  pdfUrl: s.orElse(v.nullable(s.textOrNull()), null),
  extension: s.orElse(v.nullable(contractExtensionSchema), null),
  /** Why the platform refused the member's latest request (an extension or the new contract); '' when it did not. */
  auditRemark: s.text(),
});
export type Contract = s.Output<typeof contractSchema>;

export const contractPageSchema = s.paged(contractSchema);

export const contractQuerySchema = v.object({
  ...s.pageQuery,
  status: v.optional(v.picklist(CONTRACT_STATUSES)),
});
export type ContractQuery = s.Input<typeof contractQuerySchema>;

export const contractExtensionBodySchema = v.object({
  contractId: v.number(),
  /** YYYY-MM-DD, after the contract's end date. */
  endDate: v.string(),
  reason: v.string(),
});
export type ContractExtensionBody = s.Input<typeof contractExtensionBodySchema>;

export const newContractBodySchema = v.object({
  contractName: v.string(),
  party: v.string(),
  /** YYYY-MM-DD */
  startDate: v.string(),
  /** YYYY-MM-DD */
  endDate: v.string(),
  remark: v.string(),
});
export type NewContractBody = s.Input<typeof newContractBodySchema>;
