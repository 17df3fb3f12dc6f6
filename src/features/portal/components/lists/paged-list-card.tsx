import { Card, Empty, Spin } from 'antd';
import type { ReactNode } from 'react';
import { commonCopy } from '@/copy';
import { Pager } from '@/components/ui/pager';
import { SearchBar } from '@/components/ui/search-bar';
import type { ListParams } from '@/lib/use-list-params';
import './paged-list-card.css';

export interface PagedListCardProps {
  title: ReactNode;
  searchPlaceholder: string;
  emptyText: string;
  params: ListParams;
  update: (changes: Partial<ListParams>) => void;
  total: number | undefined;
  count: number;
  loading: boolean;
  children: ReactNode;
}

/** The frame every portal list shares: heading, search, the items, and the pager. */
export function PagedListCard({
  title,
  searchPlaceholder,
  emptyText,
  params,
  update,
  total,
  count,
  loading,
  children,
}: PagedListCardProps) {
  return (
    <Card title={<h1 className="paged-list__title">{title}</h1>}>
      <SearchBar
        initialKeyword={params.keyword}
        placeholder={searchPlaceholder}
        onSearch={(keyword) => update({ keyword, page: 1 })}
      />
      <Spin spinning={loading}>
        <div className="paged-list__body">
          {count > 0 ? children : <Empty description={loading ? commonCopy.loading : emptyText} />}
        </div>
      </Spin>
      <Pager current={params.page} total={total ?? 0} onChange={(page) => update({ page })} />
    </Card>
  );
}
