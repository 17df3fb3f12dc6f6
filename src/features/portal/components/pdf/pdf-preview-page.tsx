import { DownloadOutlined, HomeOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { commonCopy, pdfPreviewCopy } from '@/copy';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { checkPdfUrl, pdfFileName, type PdfUrlCheck } from '@/features/portal/utils/pdf-url';
import './pdf-preview-page.css';

type Refusal = Extract<PdfUrlCheck, { ok: false }>['reason'];

const REFUSALS: Record<Refusal, string> = {
  missing: pdfPreviewCopy.missingUrl,
  invalid: pdfPreviewCopy.invalidUrl,
  protocol: pdfPreviewCopy.unsupportedProtocol,
  foreign: pdfPreviewCopy.foreignHost,
  notPdf: pdfPreviewCopy.notPdf,
};

/** /pdfPreview?url=: the browser's own PDF viewer in a frame, for trusted addresses only. */
export function PdfPreviewPage() {
  const [searchParams] = useSearchParams();
  const check = checkPdfUrl(searchParams.get('url'), window.location.origin, env.pdfPreviewOrigins);

  return (
    <main className="pdf-preview">
      <Flex className="pdf-preview__bar" align="center" gap="middle" wrap>
        <Typography.Title level={1} className="pdf-preview__title">
          {pdfPreviewCopy.title}
          {check.ok && <span className="pdf-preview__file">{pdfFileName(check.url)}</span>}
        </Typography.Title>
        <Link to={paths.home}>
          <HomeOutlined aria-hidden /> {commonCopy.backHome}
        </Link>
        {check.ok && (
          <Button type="primary" icon={<DownloadOutlined aria-hidden />} href={check.url} download>
            {pdfPreviewCopy.download}
          </Button>
        )}
      </Flex>
      {check.ok ? (
        // Not sandboxed: Chromium refuses to show a PDF in any sandboxed frame (measured with
        // Debian's Chromium: an error page instead of the viewer). What may be framed is
        // narrowed instead: .pdf files from the app's origin or the configured ones.
        <iframe className="pdf-preview__frame" src={check.url} title={pdfPreviewCopy.frameTitle} />
      ) : (
        <Alert
          type="error"
          showIcon
          title={REFUSALS[check.reason]}
          className="pdf-preview__error"
        />
      )}
    </main>
  );
}
