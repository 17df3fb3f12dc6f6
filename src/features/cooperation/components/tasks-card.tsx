import { SectionCard } from '@/components/ui/section-card';
import { DetailAction } from '@/components/ui/detail-link';
import { FilterBar } from '@/components/ui/filter-bar';
import { FilterSelect } from '@/components/ui/filter-select';
import { PagedTable } from '@/components/ui/paged-table';
import { actionsColumn, moneyColumn } from '@/components/ui/table-columns';
import { ServerOptionsSelect } from '@/components/ui/server-options-select';
import { cooperationCopy } from '@/copy';
import { pageQueryOf } from '@/lib/list-query';
import { enumKey, idKey, pageKey } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import { COOPERATION_STEPS, cooperationStep } from '@/lib/enums/cooperation-step';
import type { Cooperation } from '../api/cooperation-schemas';
import {
  useCooperationCategories,
  useCooperationRoles,
  useCooperations,
} from '../hooks/use-cooperation';
import { MatchPriceButton } from './match-price-button';
import { StepProgress } from './step-progress';
import { taskSubjectColumns } from './task-columns';

const KEYS = {
  page: pageKey(),
  status: enumKey(COOPERATION_STEPS),
  categoryId: idKey(),
  roleId: idKey(),
};

const columns = [
  { key: 'cooperationNo', title: cooperationCopy.cooperationNo, dataIndex: 'cooperationNo' },
  ...taskSubjectColumns,
  moneyColumn('budget', cooperationCopy.budget, (row: Cooperation) => row.budget),
  moneyColumn(
    'matchedPrice',
    cooperationCopy.matchedPrice,
    (row: Cooperation) => row.matchedPrice,
    {
      missing: cooperationCopy.notMatched,
    },
  ),
  {
    key: 'progress',
    title: cooperationCopy.progress,
    render: (_: unknown, row: Cooperation) => <StepProgress step={row.status} />,
  },
  actionsColumn(cooperationCopy.actions, (row: Cooperation) => (
    <>
      <DetailAction rowId={row.cooperationId} aria-label={cooperationCopy.detailOf(row.title)} />
      <MatchPriceButton cooperation={row} inRow />
    </>
  )),
];

/** 合作任务: the member's tasks with their progress, filtered by step, category and role. */
export function TasksCard() {
  const { filters, update, pager } = useUrlFilters(KEYS);
  const { status, categoryId, roleId } = filters;
  const query = useCooperations({
    ...pageQueryOf(filters.page),
    status,
    categoryId,
    roleId,
  });
  const categories = useCooperationCategories();
  const roles = useCooperationRoles();

  return (
    <SectionCard size="small" title={cooperationCopy.tasksTitle}>
      <FilterBar>
        <FilterSelect
          of={cooperationStep}
          label={cooperationCopy.statusFilter}
          all={cooperationCopy.allStatuses}
          value={status}
          onChange={(step) => update({ status: step, page: 1 })}
        />
        <ServerOptionsSelect
          query={categories}
          toOptions={(list) =>
            list.map((category) => ({ value: category.categoryId, label: category.categoryName }))
          }
          value={categoryId}
          onChange={(value) => update({ categoryId: value, page: 1 })}
          label={cooperationCopy.categoryFilter}
          placeholder={cooperationCopy.allCategories}
          allowClear
        />
        <ServerOptionsSelect
          query={roles}
          toOptions={(list) => list.map((role) => ({ value: role.roleId, label: role.roleName }))}
          value={roleId}
          onChange={(value) => update({ roleId: value, page: 1 })}
          label={cooperationCopy.roleFilter}
          placeholder={cooperationCopy.allRoles}
          allowClear
        />
      </FilterBar>
      <PagedTable<Cooperation>
        query={query}
        columns={columns}
        rowKey="cooperationId"
        emptyText={cooperationCopy.tasksEmpty}
        {...pager('page')}
      />
    </SectionCard>
  );
}
