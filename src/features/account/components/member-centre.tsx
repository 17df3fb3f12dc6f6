import { Button, Descriptions, Flex, Skeleton } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { StatusTag } from '@/components/ui/status-tag';
import { PartBoundary } from '@/components/errors/part-boundary';
import { MemberAvatar } from '@/components/ui/member-avatar';
import { PageCard } from '@/components/ui/page-card';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { FigureStatistic } from '@/components/ui/short-figure';
import { TopUpButton } from '@/components/ui/top-up-button';
import { memberCopy, navCopy } from '@/copy';
import { timedChunk } from '@/lib/chunk-recovery';
import { sex } from '@/lib/enums/sex';
import { salutation } from '@/utils/form-of-address';
import { dayOfTime } from '@/utils/date-format';
import { useOpenedOnce } from '@/lib/use-opened-once';
import type { MemberInfo } from '../api/account-schemas';
import { useMemberInfo } from '../hooks/use-member-info';
import { MemberResources, MemberShortcuts } from './member-shortcuts';
import './member-centre.css';

// their uploader and date picker load when 更换头像 or 编辑资料 is first clicked
const PhotoDialog = lazy(
  timedChunk(() =>
    import('./photo-dialog').then(({ PhotoDialog: Dialog }) => ({ default: Dialog })),
  ),
);
const ProfileDialog = lazy(
  timedChunk(() =>
    import('./profile-dialog').then(({ ProfileDialog: Dialog }) => ({ default: Dialog })),
  ),
);

export interface MemberCentreProps {
  /** Account actions beside the title (修改密码). */
  actions?: ReactNode;
  /** Beside the balance: what the member's standing is (deposit held, credit rating). */
  standing?: ReactNode;
  /** Below the shortcuts: how the balance has moved. */
  trend?: ReactNode;
}

/**
 * member_center: who the member is (photo, name and form of address, level), the balance, the
 * shortcuts to the member screens and to the account's resources, and the personal
 * information with its editing.
 */
export function MemberCentre({ actions, standing, trend }: MemberCentreProps) {
  const query = useMemberInfo();
  return (
    <QueryState
      query={query}
      loading={
        <PageCard title={memberCopy.centreTitle}>
          <Skeleton active avatar />
        </PageCard>
      }
    >
      {(info) => (
        <div className="member-centre">
          <MemberSummary info={info} actions={actions} standing={standing} />
          <MemberShortcuts />
          {trend && <PartBoundary>{trend}</PartBoundary>}
          <MemberResources />
          <ProfileCard info={info} />
        </div>
      )}
    </QueryState>
  );
}

interface MemberSummaryProps {
  info: MemberInfo;
  actions?: ReactNode;
  standing?: ReactNode;
}

function MemberSummary({ info, actions, standing }: MemberSummaryProps) {
  const [choosingPhoto, setChoosingPhoto] = useState(false);
  const photoDialogLoaded = useOpenedOnce(choosingPhoto);
  return (
    <PageCard title={memberCopy.centreTitle} extra={actions}>
      <div className="member-centre__summary">
        <Flex vertical align="center" gap={4}>
          <MemberAvatar
            size={72}
            photo={info.personalPhoto}
            alt={memberCopy.photoOf(info.userName)}
          />
          <Button size="small" type="link" onClick={() => setChoosingPhoto(true)}>
            {memberCopy.changePhoto}
          </Button>
        </Flex>
        <div>
          <h2 className="member-centre__name">{info.userName}</h2>
          <div className="member-centre__greeting">{navCopy.greeting(salutation(info))}</div>
          <span className="member-centre__level">
            {memberCopy.level}{' '}
            <StatusTag label={memberCopy.levelValue(info.level)} tone="warning" />
          </span>
        </div>
        <div className="member-centre__figures">
          <div className="member-centre__balance">
            <FigureStatistic title={memberCopy.balance} value={info.balance} kind="money" />
            <TopUpButton />
          </div>
          {standing && <PartBoundary>{standing}</PartBoundary>}
        </div>
      </div>
      {photoDialogLoaded && (
        <Suspense fallback={null}>
          <PhotoDialog
            open={choosingPhoto}
            current={info.personalPhoto}
            userName={info.userName}
            onClose={() => setChoosingPhoto(false)}
          />
        </Suspense>
      )}
    </PageCard>
  );
}

const orNotSet = (value: string) => value || memberCopy.notSet;

function ProfileCard({ info }: { info: MemberInfo }) {
  const [editing, setEditing] = useState(false);
  const profileDialogLoaded = useOpenedOnce(editing);
  return (
    <SectionCard
      title={memberCopy.profile}
      extra={<Button onClick={() => setEditing(true)}>{memberCopy.editProfile}</Button>}
    >
      <Descriptions column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={memberCopy.userName}>{orNotSet(info.userName)}</Descriptions.Item>
        <Descriptions.Item label={memberCopy.phone}>{orNotSet(info.phone)}</Descriptions.Item>
        <Descriptions.Item label={memberCopy.sex}>{sex.label(info.sex)}</Descriptions.Item>
        <Descriptions.Item label={memberCopy.birthday}>
          {orNotSet(dayOfTime(info.birthday))}
        </Descriptions.Item>
        <Descriptions.Item label={memberCopy.email}>{orNotSet(info.email)}</Descriptions.Item>
      </Descriptions>
      {profileDialogLoaded && (
        <Suspense fallback={null}>
          <ProfileDialog open={editing} info={info} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </SectionCard>
  );
}
