import { Flex, Progress } from 'antd';
import { StatusTag } from '@/components/ui/status-tag';
import { cooperationCopy } from '@/copy';
import type { CooperationStep } from '@/lib/enums/cooperation-step';
import { STEP_COUNT, stepLabel, stepPercent, stepTone } from '../utils/cooperation-step';

/**
 * A task's disposal status: its step named (cooperationStepCopy) and a bar of the 16 steps; an
 * interrupted task shows 已中断 in red, without a bar.
 */
export function StepProgress({ step }: { step: CooperationStep }) {
  const percent = stepPercent(step);
  const label = stepLabel(step);
  return (
    <Flex align="center" gap="small" wrap>
      <StatusTag label={label} tone={stepTone(step)} />
      {percent !== null && (
        <Progress
          aria-label={cooperationCopy.progressOf(label)}
          percent={percent}
          steps={STEP_COUNT}
          size="small"
          showInfo={false}
        />
      )}
    </Flex>
  );
}
