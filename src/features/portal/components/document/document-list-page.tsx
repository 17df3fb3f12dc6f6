import { Link, useParams } from 'react-router-dom';
import { documentCopy } from '@/copy';
import { hrefs } from '@/config/paths';
import { useDocumentList } from '@/features/portal/hooks/use-document';
import { readRouteId } from '@/features/portal/utils/route-id';
import { PagedListCard } from '../lists/paged-list-card';
import { EmptyCard } from '@/components/ui/card-states';
import { ListRow } from '@/components/ui/list-row';
import { DayOf, SimpleList } from '@/components/ui/simple-list';
import { isRefusal } from '@/lib/api-error';

function ColumnDocuments({ classifyId }: { classifyId: number }) {
  const paged = useDocumentList(classifyId);
  const { data } = paged;
  if (paged.isError && isRefusal(paged.error)) {
    return <EmptyCard description={documentCopy.columnNotFound} />;
  }
  return (
    <PagedListCard title={data?.classifyName ?? ''} copy={documentCopy} paged={paged}>
      {(documents) => (
        <SimpleList
          items={documents}
          rowKey={(item) => item.contentId}
          extra={(item) => <DayOf time={item.createTime} />}
        >
          {(item) => (
            <ListRow
              title={<Link to={hrefs.document(item.contentId)}>{item.title}</Link>}
              description={item.summary}
            />
          )}
        </SimpleList>
      )}
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
