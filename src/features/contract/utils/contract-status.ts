import { contractStatusCopy } from '@/copy';
import type { ContractStatus } from '../api/contract-types';

const COLOURS: Record<ContractStatus, string> = {
  ACTIVE: 'green',
  EXPIRING: 'orange',
  EXPIRED: 'default',
  EXTENSION_AUDIT: 'blue',
  NEW_AUDIT: 'blue',
};

export const contractStatusLabel = (status: ContractStatus): string => contractStatusCopy[status];

export const contractStatusColour = (status: ContractStatus): string => COLOURS[status];

/** A contract in force, ending or ended may be extended; one under review may not. */
export const canExtend = (status: ContractStatus): boolean =>
  status === 'ACTIVE' || status === 'EXPIRING' || status === 'EXPIRED';
