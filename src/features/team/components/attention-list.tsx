import { PagedTable } from '@/components/ui/paged-table';
import { teamCopy } from '@/copy';
import { useListParams } from '@/lib/use-list-params';
import { useAttentions } from '../hooks/use-team';
import { ATTENTION_PAGE, pageQueryOf } from '../utils/team-filters';
import { memberColumns } from './member-columns';

/** 我的关注: the team members the member follows, the latest followed first. */
export function AttentionList({ onDetail }: { onDetail(memberId: number): void }) {
  const { searchParams, update } = useListParams();
  const query = pageQueryOf(searchParams, ATTENTION_PAGE);
  const attentions = useAttentions(query);
  return (
    <PagedTable
      query={attentions}
      columns={memberColumns(onDetail)}
      rowKey="memberId"
      emptyText={teamCopy.attentionEmpty}
      page={query.pageNo}
      onPageChange={(page) => update({ [ATTENTION_PAGE]: page })}
    />
  );
}
