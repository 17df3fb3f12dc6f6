import type { ContractStatus } from '@/lib/enums/designed';

/** A contract in force, ending or ended may be extended; one under review may not. */
export const canExtend = (status: ContractStatus): boolean =>
  status === 'ACTIVE' || status === 'EXPIRING' || status === 'EXPIRED';
