import { PartBoundary } from '@/components/errors/part-boundary';
import { PageCard } from '@/components/ui/page-card';
import { Tabs } from '@/components/ui/tabs';
import { teamCopy } from '@/copy';
import { ActionsPanel } from './actions-panel';
import { GrantsPanel } from './grants-panel';
import { InvitationsPanel } from './invitations-panel';

/** member/group_action (团队管理): invitations, roles granted and the team's actions. */
export function GroupActionPage() {
  return (
    <PageCard title={teamCopy.groupActionTitle}>
      <PartBoundary>
        <Tabs
          label={teamCopy.managementLabel}
          items={[
            { key: 'invitations', label: teamCopy.invitationsTab, children: <InvitationsPanel /> },
            { key: 'grants', label: teamCopy.grantsTab, children: <GrantsPanel /> },
            { key: 'actions', label: teamCopy.actionsTab, children: <ActionsPanel /> },
          ]}
        />
      </PartBoundary>
    </PageCard>
  );
}
