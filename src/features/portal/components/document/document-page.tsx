import { Breadcrumb, Typography } from 'antd';
import { PlainCard } from '@/components/ui/plain-card';
import { Link, useParams } from 'react-router-dom';
import { documentCopy, navCopy } from '@/copy';
import { hrefs, paths } from '@/config/paths';
import { EmptyCard, LoadingCard } from '@/components/ui/card-states';
import { QueryState } from '@/components/ui/query-state';
import { SafeHtml } from '@/components/ui/safe-html';
import type { DocumentDetail } from '@/features/portal/api/portal-schemas';
import { useDocument } from '@/features/portal/hooks/use-document';
import { readRouteId } from '@/features/portal/utils/route-id';
import { AttachmentList } from './attachment-list';
import './document-page.css';

/** /document/:id: one document of a column, its sanitized body and its files. */
export function DocumentPage() {
  const contentId = readRouteId(useParams().id);
  const query = useDocument(contentId);
  const notFound = <EmptyCard description={documentCopy.notFound} />;
  if (contentId === undefined) return notFound;
  return (
    <QueryState query={query} loading={<LoadingCard />} notFound={notFound}>
      {(doc) => <DocumentArticle doc={doc} />}
    </QueryState>
  );
}

function DocumentArticle({ doc }: { doc: DocumentDetail }) {
  return (
    <PlainCard>
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
        {doc.createTime && (
          <Typography.Text type="secondary">
            {documentCopy.publishedAt}：<time dateTime={doc.createTime}>{doc.createTime}</time>
          </Typography.Text>
        )}
        <SafeHtml className="document-page__body" html={doc.content} />
        <AttachmentList attachments={doc.attachments} />
      </article>
    </PlainCard>
  );
}
