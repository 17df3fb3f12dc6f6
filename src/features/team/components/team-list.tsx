import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { FilterBar } from '@/components/ui/filter-bar';
import { FilterSelect } from '@/components/ui/filter-select';
import { PagedTable } from '@/components/ui/paged-table';
import { Permission, usePermission } from '@/components/ui/permission';
import { SearchBar } from '@/components/ui/search-bar';
import { teamCopy } from '@/copy';
import { pageQueryOf } from '@/lib/list-query';
import { PERMISSIONS } from '@/lib/permissions';
import { reportUnshownError } from '@/lib/report-unshown-error';
import { enumKey, PAGE_AND_KEYWORD_KEYS } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import {
  followBatchAction,
  TEAM_DEPTHS,
  teamDepth,
  type FollowBatchAction,
} from '@/lib/enums/team';
import { useFollowBatch, useTeam } from '../hooks/use-team';
import { BatchOutcome, type BatchOutcomeValue } from './batch-outcome';
import { memberColumns } from './member-columns';

const TEAM_KEYS = { ...PAGE_AND_KEYWORD_KEYS, depth: enumKey(TEAM_DEPTHS) };

/**
 * 团队列表: the team, paged, filtered by level and keyword (both in the URL). Members holding
 * the batch code tick rows and follow or unfollow them at once; the outcome stays shown.
 */
export function TeamList({ onDetail }: { onDetail(memberId: number): void }) {
  const { filters, update, pager } = useUrlFilters(TEAM_KEYS);
  const team = useTeam({
    ...pageQueryOf(filters.page),
    depth: filters.depth,
    keyword: filters.keyword || undefined,
  });
  const batch = useFollowBatch();
  const [selected, setSelected] = useState<number[]>([]);
  const [outcome, setOutcome] = useState<BatchOutcomeValue | null>(null);
  const mayBatch = usePermission(PERMISSIONS.teamFollowBatch);
  const filtered = filters.depth !== undefined || filters.keyword !== '';

  const runBatch = (action: FollowBatchAction) =>
    batch.mutateAsync({ memberIds: selected, action }).then((result) => {
      setOutcome({ ...result, action });
      setSelected([]);
    }, reportUnshownError);

  return (
    <>
      <FilterBar>
        <FilterSelect
          of={teamDepth}
          label={teamCopy.depthFilter}
          all={teamCopy.allDepths}
          value={filters.depth}
          onChange={(depth) => update({ depth, page: 1 })}
          width={120}
        />
        <SearchBar
          initialKeyword={filters.keyword}
          placeholder={teamCopy.searchPlaceholder}
          onSearch={(keyword) => update({ keyword, page: 1 })}
        />
      </FilterBar>
      <Flex vertical gap="middle">
        <Permission code={PERMISSIONS.teamFollowBatch}>
          <Flex gap="small" wrap align="center">
            <Button
              type="primary"
              disabled={selected.length === 0}
              loading={batch.isPending && batch.variables.action === 'FOLLOW'}
              onClick={() => void runBatch('FOLLOW')}
            >
              {followBatchAction.label('FOLLOW')}
            </Button>
            <Button
              disabled={selected.length === 0}
              loading={batch.isPending && batch.variables.action === 'UNFOLLOW'}
              onClick={() => void runBatch('UNFOLLOW')}
            >
              {followBatchAction.label('UNFOLLOW')}
            </Button>
            <Typography.Text type="secondary">
              {selected.length > 0 ? teamCopy.selected(selected.length) : teamCopy.selectFirst}
            </Typography.Text>
          </Flex>
        </Permission>
        {outcome && <BatchOutcome outcome={outcome} onClose={() => setOutcome(null)} />}
        <PagedTable
          query={team}
          columns={memberColumns(onDetail)}
          rowKey="memberId"
          emptyText={filtered ? teamCopy.emptyFiltered : teamCopy.empty}
          {...pager('page')}
          rowSelection={
            mayBatch
              ? {
                  selectedRowKeys: selected,
                  preserveSelectedRowKeys: true,
                  onChange: (keys) => setSelected(keys.map(Number)),
                }
              : undefined
          }
        />
      </Flex>
    </>
  );
}
