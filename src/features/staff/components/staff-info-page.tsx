import { Button } from 'antd';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { PartBoundary } from '@/components/errors/part-boundary';
import { PageCard } from '@/components/ui/page-card';
import { staffCopy } from '@/copy';
import { positiveInt } from '@/lib/positive-int';
import { StaffDetail } from './staff-detail';
import { staffLinks } from './staff-links';

/**
 * member/general_staff_info?id= (员工详情): one staff member, opened from the staff list. Without
 * an id there is nobody to show, and the list stands in.
 */
export function StaffInfoPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const staffId = positiveInt(searchParams.get('id'));
  if (staffId === undefined) return <Navigate to={staffLinks.list} replace />;
  return (
    <PageCard
      title={staffCopy.infoTitle}
      extra={<Button onClick={() => navigate(staffLinks.list)}>{staffCopy.backToList}</Button>}
    >
      <PartBoundary>
        <StaffDetail key={staffId} staffId={staffId} />
      </PartBoundary>
    </PageCard>
  );
}
