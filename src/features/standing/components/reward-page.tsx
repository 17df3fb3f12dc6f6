import { Button, Flex } from 'antd';
import { FilterSelect } from '@/components/ui/filter-select';
import { PagedTable } from '@/components/ui/paged-table';
import { PageCard } from '@/components/ui/page-card';
import { actionsColumn, dateColumn, enumColumn, moneyColumn } from '@/components/ui/table-columns';
import { rewardCopy } from '@/copy';
import { awardState, AWARD_STATES } from '@/lib/enums/designed';
import { pageQueryOf } from '@/lib/list-query';
import { enumKey, pageKey } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import type { Award } from '../api/standing-schemas';
import { useAwards, useClaimAward } from '../hooks/use-standing';
import { canClaim } from '../utils/award-rules';

const KEYS = { page: pageKey(), state: enumKey(AWARD_STATES) };

/** member/my_reward (我的奖励): the rewards, filtered by state in the URL, each claimable once. */
export function RewardPage() {
  const { filters, update, pager } = useUrlFilters(KEYS);
  const { page, state } = filters;
  const query = useAwards({ ...pageQueryOf(page), state });
  const claim = useClaimAward();

  const columns = [
    { key: 'name', title: rewardCopy.name, dataIndex: 'awardName' },
    { key: 'reason', title: rewardCopy.reason, dataIndex: 'reason' },
    moneyColumn('amount', rewardCopy.amount, (award: Award) => award.amount),
    dateColumn<Award>('createTime', rewardCopy.createTime),
    enumColumn<Award>('state', rewardCopy.state, awardState),
    actionsColumn(rewardCopy.actions, (award: Award) =>
      canClaim(award) ? (
        <Button
          type="primary"
          size="small"
          aria-label={`${rewardCopy.claim} ${award.awardName}`}
          // one claim at a time: a second click cannot send it again while the first is out
          disabled={claim.isPending}
          loading={claim.isPending && claim.variables === award.awardId}
          onClick={() => claim.mutate(award.awardId)}
        >
          {rewardCopy.claim}
        </Button>
      ) : (
        award.claimTime && `${rewardCopy.claimTime} ${award.claimTime}`
      ),
    ),
  ];

  return (
    <PageCard title={rewardCopy.pageTitle}>
      <Flex vertical gap="middle">
        <FilterSelect
          look="buttons"
          of={awardState}
          label={rewardCopy.stateFilter}
          all={rewardCopy.allStates}
          value={state}
          onChange={(next) => update({ state: next, page: 1 })}
        />
        <PagedTable<Award>
          query={query}
          columns={columns}
          rowKey="awardId"
          emptyText={rewardCopy.empty}
          {...pager('page')}
        />
      </Flex>
    </PageCard>
  );
}
