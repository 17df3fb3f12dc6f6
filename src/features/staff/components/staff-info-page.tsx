import { Button } from 'antd';
import { Navigate } from 'react-router-dom';
import { PartBoundary } from '@/components/errors/part-boundary';
import { PageCard } from '@/components/ui/page-card';
import { staffCopy } from '@/copy';
import { useDetailParam } from '@/lib/use-detail-param';
import { StaffDetail } from './staff-detail';
import { staffLinks } from './staff-links';

/**
 * member/general_staff_info?id= (员工详情): one staff member, opened from the staff list, whose
 * filters it keeps for the way back. Without an id there is nobody to show, and the list stands
 * in.
 */
export function StaffInfoPage() {
  const { id: staffId, linkTo, goTo } = useDetailParam('id', 'push');
  if (staffId === undefined) return <Navigate to={linkTo(undefined, staffLinks.list).to} replace />;
  return (
    <PageCard
      title={staffCopy.infoTitle}
      extra={
        <Button onClick={() => goTo(undefined, staffLinks.list)}>{staffCopy.backToList}</Button>
      }
    >
      <PartBoundary>
        <StaffDetail key={staffId} staffId={staffId} />
      </PartBoundary>
    </PageCard>
  );
}
