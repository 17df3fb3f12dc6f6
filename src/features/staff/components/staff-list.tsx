import { DetailAction } from '@/components/ui/detail-link';
import { FilterBar } from '@/components/ui/filter-bar';
import { FilterSelect } from '@/components/ui/filter-select';
import { PagedTable } from '@/components/ui/paged-table';
import { SearchBar } from '@/components/ui/search-bar';
import { actionsColumn, dateColumn, detailColumn, enumColumn } from '@/components/ui/table-columns';
import { staffCopy } from '@/copy';
import { staffPost, STAFF_POSTS } from '@/lib/enums/staff';
import { searchQueryOf } from '@/lib/list-query';
import { enumKey, idKey, PAGE_AND_KEYWORD_KEYS } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import type { StaffMember } from '../api/staff-schemas';
import { useStaff } from '../hooks/use-staff';
import { PartitionSelect } from './partition-select';
import { staffLinks } from './staff-links';
import { UnlinkStaffButton } from './unlink-staff-button';

const KEYS = { ...PAGE_AND_KEYWORD_KEYS, post: enumKey(STAFF_POSTS), partition: idKey() };

const columns = [
  detailColumn<StaffMember>('userName', staffCopy.name, {
    id: (staff) => staff.staffId,
    history: 'push',
    path: staffLinks.detail,
  }),
  { key: 'phone', title: staffCopy.phone, dataIndex: 'phone' },
  enumColumn<StaffMember>('post', staffCopy.post, staffPost),
  {
    key: 'partition',
    title: staffCopy.partition,
    render: (_: unknown, staff: StaffMember) => staff.partitionName || staffCopy.noPartition,
  },
  dateColumn<StaffMember>('linkTime', staffCopy.linkTime),
  actionsColumn(staffCopy.actions, (staff: StaffMember) => (
    <>
      <DetailAction
        rowId={staff.staffId}
        path={staffLinks.detail}
        aria-label={`${staffCopy.detail} ${staff.userName}`}
      />
      <UnlinkStaffButton staffId={staff.staffId} userName={staff.userName} size="small" />
    </>
  )),
];

/** The member's staff by post, war area and name or phone; filters and page in the URL. */
export function StaffList() {
  const { filters, update, pager } = useUrlFilters(KEYS);
  const query = useStaff({
    ...searchQueryOf(filters.page, filters.keyword),
    post: filters.post,
    partitionId: filters.partition,
  });
  const filtered =
    filters.keyword !== '' || filters.post !== undefined || filters.partition !== undefined;

  return (
    <>
      <FilterBar>
        <FilterSelect
          of={staffPost}
          label={staffCopy.post}
          all={staffCopy.allPosts}
          value={filters.post}
          onChange={(post) => update({ post, page: 1 })}
        />
        <PartitionSelect
          label={staffCopy.partition}
          placeholder={staffCopy.allPartitions}
          allowClear
          value={filters.partition}
          onChange={(partition) => update({ partition, page: 1 })}
        />
        <SearchBar
          initialKeyword={filters.keyword}
          placeholder={staffCopy.searchPlaceholder}
          onSearch={(keyword) => update({ keyword, page: 1 })}
        />
      </FilterBar>
      <PagedTable<StaffMember>
        query={query}
        columns={columns}
        rowKey="staffId"
        emptyText={filtered ? staffCopy.emptyFiltered : staffCopy.empty}
        {...pager('page')}
      />
    </>
  );
}
