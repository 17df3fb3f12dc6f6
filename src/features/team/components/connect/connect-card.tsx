import { LinkOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { SectionCard } from '@/components/ui/section-card';
import { useCallback, useState } from 'react';
import { ShortFigure } from '@/components/ui/short-figure';
import { StatusTag } from '@/components/ui/status-tag';
import { connectCopy } from '@/copy';
import { QueryState } from '@/components/ui/query-state';
import { useSessionStore } from '@/stores/session-store';
import { useFans, useFollowState, useTeamAuthorization } from '@/features/team/hooks/use-connect';
import { useConnectRequest } from '@/features/team/hooks/use-connect-request';
import { ConnectDrawer } from './connect-drawer';
import './connect.css';

const doneTag = (done: boolean) =>
  done ? (
    <StatusTag label={connectCopy.done} tone="success" />
  ) : (
    <StatusTag label={connectCopy.todo} tone="neutral" />
  );

/** Home's 关联与授权 card: where the member stands, and the way into the connect flow. */
export function ConnectCard() {
  const [open, setOpen] = useState(false);
  const openDrawer = useCallback(() => setOpen(true), []);
  useConnectRequest(openDrawer);
  const level = useSessionStore((state) => state.user?.level ?? 0);
  const team = useTeamAuthorization();
  const follow = useFollowState();
  const fans = useFans(1);
  const linked = Boolean(team.data?.authorizedTeamId) && Boolean(follow.data?.followed);

  return (
    <SectionCard title={connectCopy.cardTitle}>
      <Typography.Paragraph type="secondary">{connectCopy.cardHint}</Typography.Paragraph>
      <dl className="connect-card__status">
        <dt>{connectCopy.status.team}</dt>
        <dd>
          <QueryState query={team} size="inline">
            {(data) => doneTag(Boolean(data.authorizedTeamId))}
          </QueryState>
        </dd>
        <dt>{connectCopy.status.follow}</dt>
        <dd>
          <QueryState query={follow} size="inline">
            {(data) => doneTag(Boolean(data.followed))}
          </QueryState>
        </dd>
        <dt>{connectCopy.status.level}</dt>
        <dd>{connectCopy.level(level)}</dd>
        <dt>{connectCopy.status.fans}</dt>
        <dd>
          <QueryState query={fans} size="inline">
            {(data) => <ShortFigure value={data.total} kind="count" />}
          </QueryState>
        </dd>
      </dl>
      <Button
        type={linked ? 'default' : 'primary'}
        icon={<LinkOutlined aria-hidden />}
        onClick={openDrawer}
      >
        {linked ? connectCopy.manage : connectCopy.open}
      </Button>
      <ConnectDrawer open={open} onClose={() => setOpen(false)} />
    </SectionCard>
  );
}
