import { SectionCard } from '@/components/ui/section-card';
import { QueryState } from '@/components/ui/query-state';
import { goodsCopy } from '@/copy';
import { useAlwaysBought } from '../hooks/use-goods';
import { GoodsGrid } from './goods-grid';

/** The member's frequently bought goods; nothing when the server says there are none. */
export function AlwaysBought() {
  const query = useAlwaysBought();
  if (query.data?.length === 0) return null;
  return (
    <SectionCard title={goodsCopy.alwaysBought} size="small">
      <QueryState query={query}>{(goods) => <GoodsGrid goods={goods} compact />}</QueryState>
    </SectionCard>
  );
}
