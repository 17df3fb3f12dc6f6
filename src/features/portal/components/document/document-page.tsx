import { Breadcrumb, Card, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { documentCopy, navCopy } from '@/copy';
import { hrefs, paths } from '@/config/paths';
import { SafeHtml } from '@/components/ui/safe-html';
import { useDocument } from '@/features/portal/hooks/use-document';
import { readRouteId } from '@/features/portal/utils/route-id';
import { AttachmentList } from './attachment-list';
import './document-page.css';
import { EmptyCard, LoadingCard } from '@/components/ui/card-states';

/** /document/:id: one document of a column, its sanitized body and its files. */
export function DocumentPage() {
  const contentId = readRouteId(useParams().id);
  const { data: doc, isError } = useDocument(contentId);

  if (contentId === undefined || isError) {
    return <EmptyCard description={documentCopy.notFound} />;
  }
  if (!doc) {
    return <LoadingCard />;
  }
  return (
    <Card>
      <Breadcrumb
        items={[
          { title: <Link to={paths.home}>{navCopy.home}</Link> },
          { title: <Link to={hrefs.documentList(doc.classifyId)}>{doc.classifyName}</Link> },
        ]}
      />
      <article className="document-page">
        <Typography.Title level={1} className="document-page__title">
          {doc.title}
        </Typography.Title>
        <Typography.Text type="secondary">
          {documentCopy.publishedAt}：<time dateTime={doc.createTime}>{doc.createTime}</time>
        </Typography.Text>
        <SafeHtml className="document-page__body" html={doc.content} />
        <AttachmentList attachments={doc.attachments} />
      </article>
    </Card>
  );
}
