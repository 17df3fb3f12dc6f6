import { Descriptions } from 'antd';
import { DetailDrawer } from '@/components/ui/detail-drawer';
import { teamCopy } from '@/copy';
import type { TeamMemberDetail } from '../api/team-schemas';
import { useTeamMember } from '../hooks/use-team';
import { depthLabel } from '../utils/team-labels';
import { FollowButton } from './follow-button';
import { FollowTag } from './follow-tag';

interface MemberDetailDrawerProps {
  /** The member shown (?id=); undefined when the drawer is closed. */
  memberId: number | undefined;
  onClose(): void;
}

function MemberDetail({ member }: { member: TeamMemberDetail }) {
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      title={member.userName}
      extra={
        <FollowButton
          memberId={member.memberId}
          followed={member.followed === 1}
          userName={member.userName}
        />
      }
      items={[
        { key: 'name', label: teamCopy.name, children: member.userName },
        { key: 'phone', label: teamCopy.phone, children: member.phone },
        { key: 'depth', label: teamCopy.depth, children: depthLabel(member.depth) },
        { key: 'grade', label: teamCopy.grade, children: teamCopy.gradeValue(member.grade) },
        { key: 'joinTime', label: teamCopy.joinTime, children: member.joinTime },
        {
          key: 'teamSize',
          label: teamCopy.teamSize,
          children: teamCopy.teamSizeValue(member.teamSize),
        },
        { key: 'referrer', label: teamCopy.referrer, children: member.referrerName || '—' },
        {
          key: 'followed',
          label: teamCopy.followState,
          children: <FollowTag followed={member.followed === 1} />,
        },
      ]}
    />
  );
}

/** 成员详情: who the member is, their own team's size, and following them. */
export function MemberDetailDrawer({ memberId, onClose }: MemberDetailDrawerProps) {
  const query = useTeamMember(memberId);
  return (
    <DetailDrawer
      open={memberId !== undefined}
      query={query}
      title={teamCopy.detailTitle}
      notFound={teamCopy.memberNotFound}
      onClose={onClose}
    >
      {(member) => <MemberDetail member={member} />}
    </DetailDrawer>
  );
}
