import type { Input, Output } from '@/lib/schema';
import type {
  contractExtensionBodySchema,
  contractExtensionSchema,
  contractPageSchema,
  contractQuerySchema,
  contractSchema,
  newContractBodySchema,
} from './contract-schemas';

export { CONTRACT_STATUSES, type ContractStatus } from '@/lib/enums/designed';

export type ContractExtension = Output<typeof contractExtensionSchema>;
export type Contract = Output<typeof contractSchema>;
export type ContractPage = Output<typeof contractPageSchema>;
export type ContractQuery = Input<typeof contractQuerySchema>;
export type ContractExtensionBody = Input<typeof contractExtensionBodySchema>;
export type NewContractBody = Input<typeof newContractBodySchema>;
