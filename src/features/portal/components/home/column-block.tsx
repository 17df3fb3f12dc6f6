import { Empty, Skeleton, Tabs } from 'antd';
import { SectionCard } from '@/components/ui/section-card';
import { Link } from 'react-router-dom';
import { homeCopy } from '@/copy';
import { hrefs } from '@/config/paths';
import { QueryState } from '@/components/ui/query-state';
import { DayOf, SimpleList } from '@/components/ui/simple-list';
import { useColumnClassifies, useColumnPreview } from '@/features/portal/hooks/use-home-blocks';

const PREVIEW_SIZE = 5;

function ColumnPreview({ classifyId }: { classifyId: number }) {
  const query = useColumnPreview(classifyId, PREVIEW_SIZE);
  return (
    <>
      <QueryState query={query} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <SimpleList
            items={data.list}
            rowKey={(item) => item.contentId}
            extra={(item) => <DayOf time={item.createTime} />}
          >
            {(item) => <Link to={hrefs.document(item.contentId)}>{item.title}</Link>}
          </SimpleList>
        )}
      </QueryState>
      <Link to={hrefs.documentList(classifyId)}>
        {homeCopy.more}
        {query.data ? ` ${query.data.classifyName}` : ''}
      </Link>
    </>
  );
}

/** The columns of documents (index/column/classify), one tab each with its latest items. */
export function ColumnBlock() {
  const query = useColumnClassifies();
  return (
    <SectionCard title={homeCopy.columnsTitle}>
      <QueryState
        query={query}
        loading={<Skeleton active />}
        isEmpty={(columns) => columns.length === 0}
        empty={<Empty />}
      >
        {(columns) => (
          <Tabs
            items={columns.map((column) => ({
              key: String(column.classifyId),
              label: column.classifyName,
              children: <ColumnPreview classifyId={column.classifyId} />,
            }))}
          />
        )}
      </QueryState>
    </SectionCard>
  );
}
