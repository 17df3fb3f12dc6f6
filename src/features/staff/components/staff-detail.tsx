import { Button, Descriptions, Empty, Flex, Typography, type DescriptionsProps } from 'antd';
import { useState } from 'react';
import { Permission } from '@/components/ui/permission';
import { QueryState } from '@/components/ui/query-state';
import { EnumTag, LabelTag } from '@/components/ui/status-tag';
import { staffCopy } from '@/copy';
import { staffPost } from '@/lib/enums/staff';
import { PERMISSIONS } from '@/lib/permissions';
import { useDetailParam } from '@/lib/use-detail-param';
import type { StaffDetail as Staff } from '../api/staff-schemas';
import { useStaffMember } from '../hooks/use-staff';
import { EditStaffDialog } from './edit-staff-dialog';
import { staffLinks } from './staff-links';
import { UnlinkStaffButton } from './unlink-staff-button';

function Districts({ staff }: { staff: Staff }) {
  if (staff.districts.length === 0) {
    return <Typography.Text type="secondary">{staffCopy.noDistricts}</Typography.Text>;
  }
  return (
    <Flex gap={4} wrap>
      {staff.districts.map((district) => (
        <LabelTag key={district.districtId}>{district.district}</LabelTag>
      ))}
    </Flex>
  );
}

const itemsOf = (staff: Staff): DescriptionsProps['items'] => [
  { key: 'userName', label: staffCopy.name, children: staff.userName },
  { key: 'phone', label: staffCopy.phone, children: staff.phone },
  { key: 'post', label: staffCopy.post, children: <EnumTag of={staffPost} value={staff.post} /> },
  {
    key: 'partition',
    label: staffCopy.partition,
    children: staff.partitionName || staffCopy.noPartition,
  },
  {
    key: 'districts',
    label: staffCopy.districts,
    span: 'filled',
    children: <Districts staff={staff} />,
  },
  { key: 'linkTime', label: staffCopy.linkTime, children: staff.linkTime },
  { key: 'remark', label: staffCopy.remark, span: 'filled', children: staff.remark || '—' },
];

function StaffTerms({ staff }: { staff: Staff }) {
  const { goTo } = useDetailParam('id', 'push');
  const [editing, setEditing] = useState(false);
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={itemsOf(staff)}
        extra={
          <Flex gap="small">
            <Permission code={PERMISSIONS.staffEdit}>
              <Button type="primary" onClick={() => setEditing(true)}>
                {staffCopy.edit}
              </Button>
            </Permission>
            <UnlinkStaffButton
              staffId={staff.staffId}
              userName={staff.userName}
              onUnlinked={() => goTo(undefined, staffLinks.list)}
            />
          </Flex>
        }
      />
      <EditStaffDialog staff={staff} open={editing} onClose={() => setEditing(false)} />
    </>
  );
}

/** One staff member: who they are, their post, war area and its districts; edit and unlink. */
export function StaffDetail({ staffId }: { staffId: number }) {
  const query = useStaffMember(staffId);
  return (
    <QueryState query={query} notFound={<Empty description={staffCopy.notFound} />}>
      {(staff) => <StaffTerms staff={staff} />}
    </QueryState>
  );
}
