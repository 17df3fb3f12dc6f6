import { StatusTag, type StatusTone } from '@/components/ui/status-tag';
import { batchStatusCopy } from '@/copy';
import type { BatchStatus } from '../api/warehouse-types';

const BATCH_TONES: Record<BatchStatus, StatusTone> = {
  0: 'progress',
  1: 'warning',
  2: 'error',
  3: 'success',
};

export function BatchStatusTag({ status }: { status: BatchStatus }) {
  return <StatusTag label={batchStatusCopy[status]} tone={BATCH_TONES[status]} />;
}
