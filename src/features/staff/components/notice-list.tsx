import { Typography } from 'antd';
import { DetailLink } from '@/components/ui/detail-link';
import { FilterBar } from '@/components/ui/filter-bar';
import { FilterSelect } from '@/components/ui/filter-select';
import { PagedTable } from '@/components/ui/paged-table';
import { dateColumn, enumColumn } from '@/components/ui/table-columns';
import { staffNoticeCopy } from '@/copy';
import { noticeKind, noticeReadState, NOTICE_KINDS, NOTICE_READ_STATES } from '@/lib/enums/staff';
import { pageQueryOf } from '@/lib/list-query';
import { enumKey, pageKey } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import type { StaffNotice } from '../api/staff-schemas';
import { useNotices } from '../hooks/use-notices';

const KEYS = {
  page: pageKey(),
  read: enumKey(NOTICE_READ_STATES),
  kind: enumKey(NOTICE_KINDS),
};

const columns = [
  {
    key: 'title',
    title: staffNoticeCopy.title,
    render: (_: unknown, notice: StaffNotice) => (
      <DetailLink rowId={notice.noticeId} history="push">
        {notice.read === 0 ? (
          <Typography.Text strong>{notice.title}</Typography.Text>
        ) : (
          notice.title
        )}
      </DetailLink>
    ),
  },
  enumColumn<StaffNotice>('kind', staffNoticeCopy.kind, noticeKind),
  { key: 'publisher', title: staffNoticeCopy.publisher, dataIndex: 'publisher' },
  dateColumn<StaffNotice>('publishTime', staffNoticeCopy.publishTime),
  enumColumn<StaffNotice>('read', staffNoticeCopy.readState, noticeReadState),
];

/** The notices, the newest first, by read state and kind; filters and page in the URL. */
export function NoticeList() {
  const { filters, update, pager } = useUrlFilters(KEYS);
  const query = useNotices({
    ...pageQueryOf(filters.page),
    read: filters.read,
    kind: filters.kind,
  });
  const filtered = filters.read !== undefined || filters.kind !== undefined;

  return (
    <>
      <FilterBar>
        <FilterSelect
          of={noticeReadState}
          label={staffNoticeCopy.readState}
          all={staffNoticeCopy.allReadStates}
          value={filters.read}
          onChange={(read) => update({ read, page: 1 })}
        />
        <FilterSelect
          of={noticeKind}
          label={staffNoticeCopy.kind}
          all={staffNoticeCopy.allKinds}
          value={filters.kind}
          onChange={(kind) => update({ kind, page: 1 })}
        />
      </FilterBar>
      <PagedTable<StaffNotice>
        query={query}
        columns={columns}
        rowKey="noticeId"
        emptyText={filtered ? staffNoticeCopy.emptyFiltered : staffNoticeCopy.empty}
        {...pager('page')}
      />
    </>
  );
}
