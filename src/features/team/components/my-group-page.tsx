import { useState } from 'react';
import { PartBoundary } from '@/components/errors/part-boundary';
import { PageCard } from '@/components/ui/page-card';
import { Tabs } from '@/components/ui/tabs';
import { teamCopy } from '@/copy';
import { AttentionList } from './attention-list';
import { MemberDetailDrawer } from './member-detail-drawer';
import { TeamList } from './team-list';
import { TeamTree } from './team-tree';

/** member/my_group (我的团队): the team as a list and as a tree, whom the member follows. */
export function MyGroupPage() {
  const [detailOf, setDetailOf] = useState<number | null>(null);
  return (
    <PageCard title={teamCopy.myGroupTitle}>
      <PartBoundary>
        <Tabs
          label={teamCopy.viewsLabel}
          items={[
            { key: 'list', label: teamCopy.listTab, children: <TeamList onDetail={setDetailOf} /> },
            { key: 'tree', label: teamCopy.treeTab, children: <TeamTree onDetail={setDetailOf} /> },
            {
              key: 'attention',
              label: teamCopy.attentionTab,
              children: <AttentionList onDetail={setDetailOf} />,
            },
          ]}
        />
      </PartBoundary>
      <MemberDetailDrawer memberId={detailOf} onClose={() => setDetailOf(null)} />
    </PageCard>
  );
}
