import { Tag } from 'antd';
import type { ContractStatus } from '../api/contract-types';
import { contractStatusColour, contractStatusLabel } from '../utils/contract-status';

export function ContractStatusTag({ status }: { status: ContractStatus }) {
  return <Tag color={contractStatusColour(status)}>{contractStatusLabel(status)}</Tag>;
}
