import { Button } from 'antd';
import { PartBoundary } from '@/components/errors/part-boundary';
import { PageCard } from '@/components/ui/page-card';
import { staffNoticeCopy } from '@/copy';
import { useDetailParam } from '@/lib/use-detail-param';
import { NoticeDetail } from './notice-detail';
import { NoticeList } from './notice-list';

/** member/general_staff_notice (员工通知): the notices, or one of them (?id=). */
export function NoticePage() {
  const { id: noticeId, close } = useDetailParam('id', 'push');

  return (
    <PageCard
      title={staffNoticeCopy.pageTitle}
      extra={
        noticeId !== undefined && <Button onClick={close}>{staffNoticeCopy.backToList}</Button>
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
