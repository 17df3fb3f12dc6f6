import { Button } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PartBoundary } from '@/components/errors/part-boundary';
import { PageCard } from '@/components/ui/page-card';
import { staffNoticeCopy } from '@/copy';
import { positiveInt } from '@/lib/positive-int';
import { NoticeDetail } from './notice-detail';
import { NoticeList } from './notice-list';
import { staffLinks } from './staff-links';

/** member/general_staff_notice (员工通知): the notices, or one of them (?id=). */
export function NoticePage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const noticeId = positiveInt(searchParams.get('id'));

  return (
    <PageCard
      title={staffNoticeCopy.pageTitle}
      extra={
        noticeId !== undefined && (
          <Button onClick={() => navigate(staffLinks.notices)}>{staffNoticeCopy.backToList}</Button>
        )
      }
    >
      <PartBoundary>
        {noticeId === undefined ? (
          <NoticeList />
        ) : (
          <NoticeDetail key={noticeId} noticeId={noticeId} />
        )}
      </PartBoundary>
    </PageCard>
  );
}
