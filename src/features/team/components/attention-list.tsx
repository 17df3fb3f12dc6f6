import { PagedTable } from '@/components/ui/paged-table';
import { teamCopy } from '@/copy';
import { pageQueryOf } from '@/lib/list-query';
import { pageKey } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useAttentions } from '../hooks/use-team';
import { memberColumns } from './member-columns';

/** The team list on the same page uses `page`. */
const KEYS = { attentionPage: pageKey() };

/** 我的关注: the team members the member follows, the latest followed first. */
export function AttentionList({ onDetail }: { onDetail(memberId: number): void }) {
  const { filters, pager } = useUrlFilters(KEYS);
  const page = filters.attentionPage;
  const attentions = useAttentions(pageQueryOf(page));
  return (
    <PagedTable
      query={attentions}
      columns={memberColumns(onDetail)}
      rowKey="memberId"
      emptyText={teamCopy.attentionEmpty}
      {...pager('attentionPage')}
    />
  );
}
