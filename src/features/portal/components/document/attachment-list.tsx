import { FilePdfOutlined } from '@ant-design/icons';
import { List } from 'antd';
import { Link } from 'react-router-dom';
import { documentCopy } from '@/copy';
import { hrefs } from '@/config/paths';
import type { DocumentAttachment } from '@/features/portal/api/portal-types';

/** A document's files: previewed in the app, or downloaded. */
export function AttachmentList({ attachments }: { attachments: readonly DocumentAttachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <section aria-label={documentCopy.attachments}>
      <h2 className="document-page__subtitle">{documentCopy.attachments}</h2>
      <List
        bordered
        dataSource={[...attachments]}
        rowKey="url"
        renderItem={(file) => (
          <List.Item
            actions={[
              <Link key="preview" to={hrefs.pdfPreview(file.url)}>
                {documentCopy.preview}
              </Link>,
              <a key="download" href={file.url} download>
                {documentCopy.download}
              </a>,
            ]}
          >
            <FilePdfOutlined aria-hidden /> {file.name}
          </List.Item>
        )}
      />
    </section>
  );
}
