import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { FilterBar } from '@/components/ui/filter-bar';
import { FilterSelect } from '@/components/ui/filter-select';
import { PagedTable } from '@/components/ui/paged-table';
import { PageCard } from '@/components/ui/page-card';
import {
  dateColumn,
  detailColumn,
  enumColumn,
  enumLabelColumn,
} from '@/components/ui/table-columns';
import { enquiryCopy } from '@/copy';
import { enquiryCategory } from '@/lib/enums/enquiry-category';
import { enquiryStatus, ENQUIRY_STATUSES } from '@/lib/enums/designed';
import { pageQueryOf } from '@/lib/list-query';
import { enumKey, pageKey } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import type { EnquirySummary } from '../api/enquiry-schemas';
import { useEnquiries } from '../hooks/use-enquiries';
import { enquiryLinks } from './enquiry-links';

const columns = [
  detailColumn<EnquirySummary>('title', enquiryCopy.title, {
    id: (row) => row.feedbackId,
    label: (row) => enquiryCopy.viewOf(row.title),
    history: 'push',
  }),
  enumLabelColumn<EnquirySummary>('category', enquiryCopy.category, enquiryCategory),
  enumColumn<EnquirySummary>('status', enquiryCopy.statusFilter, enquiryStatus),
  dateColumn<EnquirySummary>('createTime', enquiryCopy.createTime),
  dateColumn<EnquirySummary>('updateTime', enquiryCopy.updateTime),
];

const KEYS = { page: pageKey(), status: enumKey(ENQUIRY_STATUSES) };

/** The member's enquiries with their status; status filter and page live in the URL. */
export function EnquiryList() {
  const { filters, update, pager } = useUrlFilters(KEYS);
  const navigate = useNavigate();
  const { page, status } = filters;
  const query = useEnquiries({ ...pageQueryOf(page), status });

  return (
    <PageCard
      title={enquiryCopy.pageTitle}
      extra={
        <Button type="primary" onClick={() => navigate(enquiryLinks.create)}>
          {enquiryCopy.newEnquiry}
        </Button>
      }
    >
      <FilterBar>
        <FilterSelect
          of={enquiryStatus}
          label={enquiryCopy.statusFilter}
          all={enquiryCopy.allStatuses}
          value={status}
          onChange={(value) => update({ status: value, page: 1 })}
        />
      </FilterBar>
      <PagedTable<EnquirySummary>
        query={query}
        columns={columns}
        rowKey="feedbackId"
        emptyText={enquiryCopy.empty}
        {...pager('page')}
      />
    </PageCard>
  );
}
