import { FilePdfOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { documentCopy } from '@/copy';
import { hrefs } from '@/config/paths';
import { SimpleList } from '@/components/ui/simple-list';
import type { DocumentAttachment } from '@/features/portal/api/portal-schemas';

/** A document's files: previewed in the app, or downloaded. */
export function AttachmentList({ attachments }: { attachments: readonly DocumentAttachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <section aria-label={documentCopy.attachments}>
      <h2 className="document-page__subtitle">{documentCopy.attachments}</h2>
      <SimpleList
        bordered
        items={attachments}
        rowKey={(file) => file.url}
        extra={(file) => (
          <>
            <Link to={hrefs.pdfPreview(file.url)}>{documentCopy.preview}</Link>
            <a href={file.url} download>
              {documentCopy.download}
            </a>
          </>
        )}
      >
        {(file) => (
          <>
            <FilePdfOutlined aria-hidden /> {file.name}
          </>
        )}
      </SimpleList>
    </section>
  );
}
