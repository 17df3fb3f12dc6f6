import { Divider, Drawer } from 'antd';
import { commonCopy, connectCopy } from '@/copy';
import { PartBoundary } from '@/components/errors/part-boundary';
import { FansSection } from './fans-section';
import { FollowSection } from './follow-section';
import { LevelSection } from './level-section';
import { TeamSection } from './team-section';
import './connect.css';

/** The connect flow: team authorization, referrer, level and followers. */
export function ConnectDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      open={open}
      size={560}
      title={connectCopy.drawerTitle}
      closable={{ 'aria-label': commonCopy.close }}
      onClose={onClose}
    >
      <PartBoundary>
        <TeamSection />
      </PartBoundary>
      <Divider />
      <PartBoundary>
        <FollowSection />
      </PartBoundary>
      <Divider />
      <PartBoundary>
        <LevelSection />
      </PartBoundary>
      <Divider />
      <PartBoundary>
        <FansSection />
      </PartBoundary>
    </Drawer>
  );
}
