import { PartBoundary } from '@/components/errors/part-boundary';
import { PageCard } from '@/components/ui/page-card';
import { Tabs } from '@/components/ui/tabs';
import { teamCopy } from '@/copy';
import { useDetailParam } from '@/lib/use-detail-param';
import { AttentionList } from './attention-list';
import { MemberDetailDrawer } from './member-detail-drawer';
import { TeamList } from './team-list';
import { TeamTree } from './team-tree';

/**
 * member/my_group (我的团队): the team as a list and as a tree, whom the member follows; one
 * member in detail (?id=).
 */
export function MyGroupPage() {
  const detail = useDetailParam();
  return (
    <PageCard title={teamCopy.myGroupTitle}>
      <PartBoundary>
        <Tabs
          label={teamCopy.viewsLabel}
          items={[
            { key: 'list', label: teamCopy.listTab, children: <TeamList onDetail={detail.open} /> },
            { key: 'tree', label: teamCopy.treeTab, children: <TeamTree onDetail={detail.open} /> },
            {
              key: 'attention',
              label: teamCopy.attentionTab,
              children: <AttentionList onDetail={detail.open} />,
            },
          ]}
        />
      </PartBoundary>
      <MemberDetailDrawer memberId={detail.id} onClose={detail.close} />
    </PageCard>
  );
}
