import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { DetailAction } from '@/components/ui/detail-link';
import { DayRangeFilter } from '@/components/ui/day-range-filter';
import { FilterBar } from '@/components/ui/filter-bar';
import { FilterSelect } from '@/components/ui/filter-select';
import { PagedTable } from '@/components/ui/paged-table';
import { SearchBar } from '@/components/ui/search-bar';
import { actionsColumn, dateColumn, detailColumn, enumColumn } from '@/components/ui/table-columns';
import { logisticsCopy } from '@/copy';
import { dayRangeQuery } from '@/lib/day-range';
import { taskStatus, TASK_STATUSES, type TaskKind } from '@/lib/enums/logistics-task';
import { pageQueryOf } from '@/lib/list-query';
import { dayRangeKey, enumKey, pageKey, textKey } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import type { TaskSummary } from '../api/logistics-schemas';
import { useTasks } from '../hooks/use-logistics-tasks';
import { TaskDeadline } from './task-deadline';
import { taskLinks } from './task-links';

const KEYS = {
  page: pageKey(),
  status: enumKey(TASK_STATUSES),
  keyword: textKey(),
  range: dayRangeKey(),
};

const EMPTY: Record<TaskKind, string> = {
  REGULAR: logisticsCopy.regularEmpty,
  EXTRA: logisticsCopy.extraEmpty,
};

const COLUMNS: TableColumnsType<TaskSummary> = [
  detailColumn<TaskSummary>('taskNo', logisticsCopy.taskNo, {
    id: (task) => task.taskId,
    history: 'push',
  }),
  { key: 'title', title: logisticsCopy.title, dataIndex: 'title' },
  { key: 'consignee', title: logisticsCopy.consignee, dataIndex: 'consignee' },
  { key: 'receiverAddress', title: logisticsCopy.receiverAddress, dataIndex: 'receiverAddress' },
  {
    key: 'deadline',
    title: logisticsCopy.deadline,
    render: (_: unknown, task: TaskSummary) => <TaskDeadline task={task} />,
  },
  enumColumn<TaskSummary>('status', logisticsCopy.status, taskStatus),
  dateColumn<TaskSummary>('createTime', logisticsCopy.createTime),
  actionsColumn(logisticsCopy.actions, (task: TaskSummary) => (
    <>
      <DetailAction rowId={task.taskId} aria-label={logisticsCopy.detailOf(task.taskNo)} />
      <Link to={taskLinks.records(task.taskId)} aria-label={logisticsCopy.recordsOf(task.taskNo)}>
        {logisticsCopy.records}
      </Link>
    </>
  )),
];

/** One kind of task, by status, keyword and the days they were given; all in the URL. */
export function TaskList({ kind }: { kind: TaskKind }) {
  const { filters, update, pager } = useUrlFilters(KEYS);
  const query = useTasks(kind, {
    ...pageQueryOf(filters.page),
    status: filters.status,
    keyword: filters.keyword || undefined,
    ...dayRangeQuery(filters.range),
  });

  return (
    <>
      <FilterBar>
        <FilterSelect
          of={taskStatus}
          label={logisticsCopy.status}
          all={logisticsCopy.allStatuses}
          value={filters.status}
          onChange={(status) => update({ status, page: 1 })}
        />
        <SearchBar
          initialKeyword={filters.keyword}
          placeholder={logisticsCopy.searchPlaceholder}
          onSearch={(keyword) => update({ keyword, page: 1 })}
        />
        <DayRangeFilter range={filters.range} onChange={(range) => update({ range, page: 1 })} />
      </FilterBar>
      <PagedTable<TaskSummary>
        query={query}
        columns={COLUMNS}
        rowKey="taskId"
        emptyText={EMPTY[kind]}
        {...pager('page')}
      />
    </>
  );
}
