import { Avatar, Card, Descriptions, Skeleton, Statistic } from 'antd';
import { QueryState } from '@/components/ui/query-state';
import type { ReactNode } from 'react';
import { memberCopy } from '@/copy';
import { formatFen } from '@/utils/money';
import type { MemberInfo } from '../api/account-types';
import { useMemberInfo } from '../hooks/use-member-info';
import './member-centre.css';

/** member_center: the member's balance and profile, with room for account actions. */
export function MemberCentre({ actions }: { actions?: ReactNode }) {
  const query = useMemberInfo();
  return (
    <QueryState
      query={query}
      loading={
        <Card title={memberCopy.centreTitle}>
          <Skeleton active avatar />
        </Card>
      }
    >
      {(info) => <MemberSummary info={info} actions={actions} />}
    </QueryState>
  );
}

function MemberSummary({ info, actions }: { info: MemberInfo; actions?: ReactNode }) {
  return (
    <div className="member-centre">
      <Card title={memberCopy.centreTitle} extra={actions}>
        <div className="member-centre__summary">
          <Avatar size={64} src={info.personalPhoto || undefined} alt={info.userName}>
            {info.userName.slice(0, 1)}
          </Avatar>
          <div>
            <h2 className="member-centre__name">{info.userName}</h2>
            <span className="member-centre__level">
              {memberCopy.level} {info.level}
            </span>
          </div>
          <Statistic
            className="member-centre__balance"
            title={memberCopy.balance}
            value={formatFen(info.balance)}
          />
        </div>
      </Card>
      <Card title={memberCopy.profile}>
        <Descriptions column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={memberCopy.userName}>{info.userName}</Descriptions.Item>
          <Descriptions.Item label={memberCopy.phone}>{info.phone}</Descriptions.Item>
          <Descriptions.Item label={memberCopy.sex}>
            {info.sex === 1 ? memberCopy.sexMale : memberCopy.sexFemale}
          </Descriptions.Item>
          <Descriptions.Item label={memberCopy.birthday}>{info.birthday}</Descriptions.Item>
          <Descriptions.Item label={memberCopy.email}>{info.email}</Descriptions.Item>
        </Descriptions>
      </Card>
    </div>
  );
}
