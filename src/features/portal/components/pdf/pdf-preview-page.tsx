import { DownloadOutlined, HomeOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { commonCopy, pdfPreviewCopy } from '@/copy';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { QueryState } from '@/components/ui/query-state';
import { useUrlParam } from '@/lib/use-url-param';
import { usePdfFileCheck } from '@/features/portal/hooks/use-pdf-file';
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

const Refused = ({ message }: { message: string }) => (
  <Alert type="error" showIcon title={message} className="pdf-preview__error" />
);

interface PreviewBarProps {
  url?: string;
  /** Offered once the file is known to be a PDF. */
  downloadable?: boolean;
}

function PreviewBar({ url, downloadable = false }: PreviewBarProps) {
  return (
    <Flex className="pdf-preview__bar" align="center" gap="middle" wrap>
      <Typography.Title level={1} className="pdf-preview__title">
        {pdfPreviewCopy.title}
        {url && <span className="pdf-preview__file">{pdfFileName(url)}</span>}
      </Typography.Title>
      <Link to={paths.home}>
        <HomeOutlined aria-hidden /> {commonCopy.backHome}
      </Link>
      {url && downloadable && (
        <Button type="primary" icon={<DownloadOutlined aria-hidden />} href={url} download>
          {pdfPreviewCopy.download}
        </Button>
      )}
    </Flex>
  );
}

/** A trusted address, framed once its file has proved to be a PDF. */
function CheckedPdf({ url }: { url: string }) {
  const check = usePdfFileCheck(url);
  return (
    <>
      <PreviewBar url={url} downloadable={check.data === true} />
      <QueryState query={check}>
        {(isPdf) =>
          isPdf ? (
            // Not sandboxed: Chromium refuses to show a PDF in any sandboxed frame (measured with
            // Debian's Chromium: an error page instead of the viewer). What may be framed is
            // narrowed instead: .pdf files from the app's origin or the configured ones, served
            // as a PDF and starting as one.
            <iframe className="pdf-preview__frame" src={url} title={pdfPreviewCopy.frameTitle} />
          ) : (
            <Refused message={pdfPreviewCopy.notPdfContent} />
          )
        }
      </QueryState>
    </>
  );
}

/** /pdfPreview?url=: the browser's own PDF viewer in a frame, for PDF files of trusted addresses only. */
export function PdfPreviewPage() {
  const check = checkPdfUrl(useUrlParam('url'), window.location.origin, env.pdfPreviewOrigins);
  return (
    <main className="pdf-preview">
      {check.ok ? (
        <CheckedPdf url={check.url} />
      ) : (
        <>
          <PreviewBar />
          <Refused message={REFUSALS[check.reason]} />
        </>
      )}
    </main>
  );
}
