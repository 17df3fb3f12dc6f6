import { Button } from 'antd';
import { useState } from 'react';
import { PartBoundary } from '@/components/errors/part-boundary';
import { PageCard } from '@/components/ui/page-card';
import { Permission } from '@/components/ui/permission';
import { staffCopy } from '@/copy';
import { PERMISSIONS } from '@/lib/permissions';
import { LinkStaffDialog } from './link-staff-dialog';
import { StaffList } from './staff-list';

/** member/general_staff (员工管理): the member's staff; 关联员工 for members holding the code. */
export function StaffPage() {
  const [linking, setLinking] = useState(false);
  return (
    <PageCard
      title={staffCopy.pageTitle}
      extra={
        <Permission code={PERMISSIONS.staffLink}>
          <Button type="primary" onClick={() => setLinking(true)}>
            {staffCopy.link}
          </Button>
        </Permission>
      }
    >
      <PartBoundary>
        <StaffList />
      </PartBoundary>
      <LinkStaffDialog open={linking} onClose={() => setLinking(false)} />
    </PageCard>
  );
}
