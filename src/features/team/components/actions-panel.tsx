import { Typography } from 'antd';
import { PagedTable } from '@/components/ui/paged-table';
import { StatusTag } from '@/components/ui/status-tag';
import { dateColumn, enumLabelColumn } from '@/components/ui/table-columns';
import { teamCopy } from '@/copy';
import { teamActionType } from '@/lib/enums/team';
import { pageQueryOf } from '@/lib/list-query';
import { pageKey } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import type { TeamAction } from '../api/team-schemas';
import { useTeamActions } from '../hooks/use-team';
import { outcomeLines } from '../utils/team-labels';

const KEYS = { actionPage: pageKey() };

function ActionOutcome({ action }: { action: TeamAction }) {
  const [summary, ...reasons] = outcomeLines(action.successCount, action.failures);
  return (
    <>
      <StatusTag label={summary} tone={action.failures.length === 0 ? 'success' : 'warning'} />
      {reasons.map((reason) => (
        <Typography.Paragraph key={reason} type="secondary" style={{ margin: 0 }}>
          {reason}
        </Typography.Paragraph>
      ))}
    </>
  );
}

const columns = [
  dateColumn<TeamAction>('createTime', teamCopy.actionTime),
  enumLabelColumn<TeamAction>('type', teamCopy.actionType, teamActionType),
  {
    key: 'targets',
    title: teamCopy.actionTargets,
    render: (_: unknown, action: TeamAction) => action.targets.join('、') || '—',
  },
  {
    key: 'outcome',
    title: teamCopy.actionOutcome,
    render: (_: unknown, action: TeamAction) => <ActionOutcome action={action} />,
  },
];

/** 团队动态: every batch follow or unfollow, invitation and grant, with its outcome. */
export function ActionsPanel() {
  const { filters, pager } = useUrlFilters(KEYS);
  const page = filters.actionPage;
  const actions = useTeamActions(pageQueryOf(page));
  return (
    <PagedTable
      query={actions}
      columns={columns}
      rowKey="actionId"
      emptyText={teamCopy.actionsEmpty}
      {...pager('actionPage')}
    />
  );
}
