import { int, oneOf, orElse, paged, text, textOrNull, v, type Schema } from '@/lib/schema';
import {
  CONTRACT_STATUSES,
  type Contract,
  type ContractExtension,
  type ContractPage,
} from './contract-types';

const extensionSchema: Schema<ContractExtension> = v.object({
  endDate: text(),
  reason: text(),
  applyTime: text(),
});

export const contractSchema: Schema<Contract> = v.object({
  contractId: int(),
  contractNo: text(),
  contractName: text(),
  party: text(),
  startDate: text(),
  endDate: text(),
  // a status the app does not know is shown as ended: nothing is offered that may not apply
  status: oneOf(CONTRACT_STATUSES, 'EXPIRED'),
  signTime: text(),
  remark: text(),
  pdfUrl: textOrNull(),
  extension: orElse(v.nullable(extensionSchema), null),
  auditRemark: text(),
});

export const contractPageSchema: Schema<ContractPage> = paged(contractSchema);
