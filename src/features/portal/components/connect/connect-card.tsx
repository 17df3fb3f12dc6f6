import { LinkOutlined } from '@ant-design/icons';
import { Button, Card, Tag, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { connectCopy } from '@/copy';
import { useSessionStore } from '@/stores/session-store';
import { useFans, useFollowState, useTeamAuthorization } from '@/features/portal/hooks/use-connect';
import { useConnectRequest } from '@/features/portal/hooks/use-connect-request';
import { ConnectDrawer } from './connect-drawer';
import './connect.css';

const doneTag = (done: boolean) =>
  done ? <Tag color="success">{connectCopy.done}</Tag> : <Tag>{connectCopy.todo}</Tag>;

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
    <Card title={connectCopy.cardTitle}>
      <Typography.Paragraph type="secondary">{connectCopy.cardHint}</Typography.Paragraph>
      <dl className="connect-card__status">
        <dt>{connectCopy.status.team}</dt>
        <dd>{doneTag(Boolean(team.data?.authorizedTeamId))}</dd>
        <dt>{connectCopy.status.follow}</dt>
        <dd>{doneTag(Boolean(follow.data?.followed))}</dd>
        <dt>{connectCopy.status.level}</dt>
        <dd>{connectCopy.level(level)}</dd>
        <dt>{connectCopy.status.fans}</dt>
        <dd>{fans.data?.total ?? 0}</dd>
      </dl>
      <Button
        type={linked ? 'default' : 'primary'}
        icon={<LinkOutlined aria-hidden />}
        onClick={openDrawer}
      >
        {linked ? connectCopy.manage : connectCopy.open}
      </Button>
      <ConnectDrawer open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
