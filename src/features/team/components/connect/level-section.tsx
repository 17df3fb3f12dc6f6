import { Button, Flex, Typography } from 'antd';
import { StatusTag } from '@/components/ui/status-tag';
import { connectCopy } from '@/copy';
import { MEMBER_MAX_LEVEL } from '@/config/constants';
import { getFeedback } from '@/lib/feedback';
import { useSessionStore } from '@/stores/session-store';
import { useUpgradeLevel } from '@/features/team/hooks/use-connect';

/** 会员等级: the member's level and the request to rise one (needs a team, else 9002). */
export function LevelSection() {
  const level = useSessionStore((state) => state.user?.level ?? 0);
  const upgrade = useUpgradeLevel();
  const atMax = level >= MEMBER_MAX_LEVEL;

  return (
    <section aria-labelledby="connect-level">
      <Typography.Title level={3} id="connect-level" className="connect__title">
        {connectCopy.levelTitle}
      </Typography.Title>
      <Flex gap="middle" align="center">
        <StatusTag label={connectCopy.level(level)} tone="warning" />
        <Button
          disabled={atMax}
          loading={upgrade.isPending}
          onClick={() =>
            upgrade.mutate(undefined, {
              onSuccess: (result) =>
                getFeedback().toastSuccess(connectCopy.upLevelDone(result.level)),
            })
          }
        >
          {atMax ? connectCopy.levelMax : connectCopy.upLevel}
        </Button>
      </Flex>
    </section>
  );
}
