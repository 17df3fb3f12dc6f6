import { Alert, Button, Descriptions, Empty, Flex } from 'antd';
import { PageCard } from '@/components/ui/page-card';
import { QueryState } from '@/components/ui/query-state';
import { EnumTag } from '@/components/ui/status-tag';
import { enquiryCopy } from '@/copy';
import { enquiryCategory } from '@/lib/enums/enquiry-category';
import { enquiryStatus } from '@/lib/enums/designed';
import { useDetailParam } from '@/lib/use-detail-param';
import { useEnquiry } from '../hooks/use-enquiries';
import { EnquiryThread } from './enquiry-thread';
import { FollowUpForm } from './follow-up-form';
import './enquiry.css';

/** One enquiry: its title, status and conversation, and 继续咨询 unless it is closed. */
export function EnquiryDetailView({ feedbackId }: { feedbackId: number }) {
  const query = useEnquiry(feedbackId);
  const { close } = useDetailParam('id', 'push');

  return (
    <PageCard
      title={query.data?.title || enquiryCopy.pageTitle}
      extra={<Button onClick={close}>{enquiryCopy.back}</Button>}
    >
      <QueryState query={query} notFound={<Empty description={enquiryCopy.notFound} />}>
        {(enquiry) => (
          <Flex vertical gap="middle">
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 3 }}
              items={[
                {
                  key: 'status',
                  label: enquiryCopy.statusFilter,
                  children: <EnumTag of={enquiryStatus} value={enquiry.status} />,
                },
                {
                  key: 'category',
                  label: enquiryCopy.category,
                  children: enquiryCategory.label(enquiry.category),
                },
                { key: 'createTime', label: enquiryCopy.createTime, children: enquiry.createTime },
              ]}
            />
            <EnquiryThread messages={enquiry.messages} />
            {enquiry.status === 'CLOSED' ? (
              <Alert type="info" showIcon title={enquiryCopy.closedHint} />
            ) : (
              <FollowUpForm feedbackId={enquiry.feedbackId} />
            )}
          </Flex>
        )}
      </QueryState>
    </PageCard>
  );
}
