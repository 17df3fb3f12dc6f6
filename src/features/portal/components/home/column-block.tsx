import { Card, Empty, List, Skeleton, Tabs } from 'antd';
import { Link } from 'react-router-dom';
import { homeCopy } from '@/copy';
import { hrefs } from '@/config/paths';
import { useColumnClassifies, useColumnPreview } from '@/features/portal/hooks/use-home-blocks';

const PREVIEW_SIZE = 5;

function ColumnPreview({ classifyId }: { classifyId: number }) {
  const { data, isPending } = useColumnPreview(classifyId, PREVIEW_SIZE);
  return (
    <>
      <List
        loading={isPending}
        dataSource={data?.list ?? []}
        rowKey="contentId"
        renderItem={(item) => (
          <List.Item extra={<time dateTime={item.createTime}>{item.createTime.slice(0, 10)}</time>}>
            <Link to={hrefs.document(item.contentId)}>{item.title}</Link>
          </List.Item>
        )}
      />
      <Link to={hrefs.documentList(classifyId)}>
        {homeCopy.more}
        {data ? ` ${data.classifyName}` : ''}
      </Link>
    </>
  );
}

/** The columns of documents (index/column/classify), one tab each with its latest items. */
export function ColumnBlock() {
  const { data: columns, isPending } = useColumnClassifies();
  return (
    <Card title={homeCopy.columnsTitle}>
      {isPending && <Skeleton active />}
      {!isPending && !columns?.length && <Empty />}
      {columns && columns.length > 0 && (
        <Tabs
          items={columns.map((column) => ({
            key: String(column.classifyId),
            label: column.classifyName,
            children: <ColumnPreview classifyId={column.classifyId} />,
          }))}
        />
      )}
    </Card>
  );
}
