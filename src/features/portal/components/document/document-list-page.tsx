import { List } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { documentCopy } from '@/copy';
import { hrefs } from '@/config/paths';
import { useDocumentList } from '@/features/portal/hooks/use-document';
import { readRouteId } from '@/features/portal/utils/route-id';
import { PagedListCard } from '../lists/paged-list-card';
import { EmptyCard } from '@/components/ui/card-states';
import { ListRow } from '@/components/ui/list-row';

function ColumnDocuments({ classifyId }: { classifyId: number }) {
  const paged = useDocumentList(classifyId);
  const { data, isError } = paged;
  if (isError) {
    return <EmptyCard description={documentCopy.columnNotFound} />;
  }
  return (
    <PagedListCard title={data?.classifyName ?? ''} copy={documentCopy} paged={paged}>
      <List
        dataSource={data?.list ?? []}
        rowKey="contentId"
        renderItem={(item) => (
          <List.Item extra={<time dateTime={item.createTime}>{item.createTime.slice(0, 10)}</time>}>
            <ListRow
              title={<Link to={hrefs.document(item.contentId)}>{item.title}</Link>}
              description={item.summary}
            />
          </List.Item>
        )}
      />
    </PagedListCard>
  );
}

/** /document_list/:id: a column's documents with search and pager. */
export function DocumentListPage() {
  const classifyId = readRouteId(useParams().id);
  if (classifyId === undefined) {
    return <EmptyCard description={documentCopy.columnNotFound} />;
  }
  return <ColumnDocuments key={classifyId} classifyId={classifyId} />;
}
