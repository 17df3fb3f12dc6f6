import { Button, Flex, Select } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { PagedTable } from '@/components/ui/paged-table';
import { PageCard } from '@/components/ui/page-card';
import { dateColumn, enumColumn } from '@/components/ui/table-columns';
import { DEFAULT_PAGE_SIZE } from '@/config/constants';
import { enquiryCategoryCopy, enquiryCopy } from '@/copy';
import { enquiryStatus } from '@/lib/enums/designed';
import { useListParams } from '@/lib/use-list-params';
import { ENQUIRY_STATUSES, type EnquiryStatus, type EnquirySummary } from '../api/enquiry-types';
import { useEnquiries } from '../hooks/use-enquiries';
import { enquiryLinks } from './enquiry-links';

const columns = [
  {
    key: 'title',
    title: enquiryCopy.title,
    render: (_: unknown, row: EnquirySummary) => (
      <Link to={enquiryLinks.detail(row.feedbackId)} aria-label={enquiryCopy.viewOf(row.title)}>
        {row.title}
      </Link>
    ),
  },
  {
    key: 'category',
    title: enquiryCopy.category,
    render: (_: unknown, row: EnquirySummary) => enquiryCategoryCopy[row.category],
  },
  enumColumn(
    'status',
    enquiryCopy.statusFilter,
    enquiryStatus,
    (row: EnquirySummary) => row.status,
  ),
  dateColumn<EnquirySummary>('createTime', enquiryCopy.createTime),
  dateColumn<EnquirySummary>('updateTime', enquiryCopy.updateTime),
];

const readStatus = (raw: string | null): EnquiryStatus | undefined =>
  ENQUIRY_STATUSES.find((status) => status === raw);

/** The member's enquiries with their status; status filter and page live in the URL. */
export function EnquiryList() {
  const { params, searchParams, update } = useListParams();
  const navigate = useNavigate();
  const status = readStatus(searchParams.get('status'));
  const query = useEnquiries({ pageNo: params.page, pageSize: DEFAULT_PAGE_SIZE, status });

  return (
    <PageCard
      title={enquiryCopy.pageTitle}
      extra={
        <Button type="primary" onClick={() => navigate(enquiryLinks.create)}>
          {enquiryCopy.newEnquiry}
        </Button>
      }
    >
      <Flex gap="small" style={{ marginBottom: 12 }}>
        <Select<EnquiryStatus>
          aria-label={enquiryCopy.statusFilter}
          placeholder={enquiryCopy.allStatuses}
          allowClear
          style={{ minWidth: 140 }}
          value={status}
          options={enquiryStatus.options}
          onChange={(value) => update({ status: value ?? undefined, page: 1 })}
        />
      </Flex>
      <PagedTable<EnquirySummary>
        query={query}
        columns={columns}
        rowKey="feedbackId"
        emptyText={enquiryCopy.empty}
        page={params.page}
        onPageChange={(page) => update({ page })}
      />
    </PageCard>
  );
}
