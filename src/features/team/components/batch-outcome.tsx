import { Alert } from 'antd';
import { commonCopy, teamCopy } from '@/copy';
import { followBatchAction, type FollowBatchAction } from '@/lib/enums/team';
import type { FollowBatchResult } from '../api/team-schemas';
import { outcomeLines } from '../utils/team-labels';

export interface BatchOutcomeValue extends FollowBatchResult {
  action: FollowBatchAction;
}

/** 批量关注：成功 2 人 / 失败 1 人, and why each failure failed. */
export function BatchOutcome({
  outcome,
  onClose,
}: {
  outcome: BatchOutcomeValue;
  onClose(): void;
}) {
  const [summary, ...reasons] = outcomeLines(outcome.successCount, outcome.failures);
  return (
    <Alert
      showIcon
      closable={{ onClose, 'aria-label': commonCopy.close }}
      type={outcome.failures.length === 0 ? 'success' : 'warning'}
      title={`${teamCopy.outcomeTitle}（${followBatchAction.label(outcome.action)}）：${summary}`}
      description={
        reasons.length > 0 ? (
          <ul>
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}
