import { FilePdfOutlined } from '@ant-design/icons';
import { documentCopy } from '@/copy';
import { PdfLink } from '@/components/ui/pdf-opener';
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
            <PdfLink url={file.url}>{documentCopy.preview}</PdfLink>
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
