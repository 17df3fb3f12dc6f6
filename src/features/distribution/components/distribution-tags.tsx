import { StatusTag, type StatusTone } from '@/components/ui/status-tag';
import { applyStatusCopy, distributionCopy, distributionStatusCopy } from '@/copy';
import type { ApplyStatus, DistributionStatus } from '../api/distribution-types';

const STATUS_TONES: Record<DistributionStatus, StatusTone> = {
  0: 'progress',
  1: 'success',
  2: 'error',
  3: 'warning',
  4: 'neutral',
};

export function DistributionStatusTag({ status }: { status: DistributionStatus }) {
  return <StatusTag label={distributionStatusCopy[status]} tone={STATUS_TONES[status]} />;
}

const APPLY_TONES: Record<ApplyStatus, StatusTone> = { 0: 'progress', 1: 'success', 2: 'error' };

/** A request's apply status; 0 (none) on a request means the platform has not decided yet. */
export function ApplyStatusTag({ status }: { status: ApplyStatus }) {
  const label = status === 0 ? distributionCopy.undecided : applyStatusCopy[status];
  return <StatusTag label={label} tone={APPLY_TONES[status]} />;
}
