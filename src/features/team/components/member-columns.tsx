import type { TableColumnsType } from 'antd';
import { RowAction } from '@/components/ui/row-action';
import { actionsColumn, dateColumn } from '@/components/ui/table-columns';
import { teamCopy } from '@/copy';
import type { TeamMember } from '../api/team-schemas';
import { depthLabel } from '../utils/team-labels';
import { FollowButton } from './follow-button';
import { FollowTag } from './follow-tag';

/** A team member's row: who, where in the team, how big their own team is, and following. */
export const memberColumns = (
  onDetail: (memberId: number) => void,
): TableColumnsType<TeamMember> => [
  { key: 'name', title: teamCopy.name, dataIndex: 'userName' },
  { key: 'phone', title: teamCopy.phone, dataIndex: 'phone' },
  {
    key: 'depth',
    title: teamCopy.depth,
    render: (_, member) => depthLabel(member.depth),
  },
  {
    key: 'grade',
    title: teamCopy.grade,
    render: (_, member) => teamCopy.gradeValue(member.grade),
  },
  {
    key: 'teamSize',
    title: teamCopy.teamSize,
    align: 'right',
    render: (_, member) => teamCopy.teamSizeValue(member.teamSize),
  },
  dateColumn<TeamMember>('joinTime', teamCopy.joinTime),
  {
    key: 'followed',
    title: teamCopy.followState,
    render: (_, member) => <FollowTag followed={member.followed === 1} />,
  },
  actionsColumn(teamCopy.actions, (member) => (
    <>
      <FollowButton
        memberId={member.memberId}
        followed={member.followed === 1}
        userName={member.userName}
      />
      <RowAction
        aria-label={`${teamCopy.detail} ${member.userName}`}
        onClick={() => onDetail(member.memberId)}
      >
        {teamCopy.detail}
      </RowAction>
    </>
  )),
];
