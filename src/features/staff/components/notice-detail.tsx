import { Empty, Flex, Typography } from 'antd';
import { useId } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { SafeHtml } from '@/components/ui/safe-html';
import { EnumTag } from '@/components/ui/status-tag';
import { staffNoticeCopy } from '@/copy';
import { noticeKind } from '@/lib/enums/staff';
import type { StaffNoticeDetail } from '../api/staff-schemas';
import { useMarkReadWhenShown, useNotice } from '../hooks/use-notices';

function NoticeBody({ notice }: { notice: StaffNoticeDetail }) {
  useMarkReadWhenShown(notice);
  const titleId = useId();
  return (
    <article aria-labelledby={titleId}>
      <Flex vertical gap="small">
        <Typography.Title level={2} id={titleId} style={{ fontSize: 18, margin: 0 }}>
          {notice.title}
        </Typography.Title>
        <Flex gap="middle" wrap align="center">
          <EnumTag of={noticeKind} value={notice.kind} />
          <Typography.Text type="secondary">
            {staffNoticeCopy.publisher}：{notice.publisher}
          </Typography.Text>
          <Typography.Text type="secondary">
            {staffNoticeCopy.publishTime}：
            <time dateTime={notice.publishTime}>{notice.publishTime}</time>
          </Typography.Text>
        </Flex>
        <SafeHtml html={notice.content} />
      </Flex>
    </article>
  );
}

/** One notice as the server wrote it; opening an unread one marks it read. */
export function NoticeDetail({ noticeId }: { noticeId: number }) {
  const query = useNotice(noticeId);
  return (
    <QueryState query={query} notFound={<Empty description={staffNoticeCopy.notFound} />}>
      {(notice) => <NoticeBody notice={notice} />}
    </QueryState>
  );
}
