import { useQuery } from '@tanstack/react-query';
import { portalKeys } from '../api/portal-keys';
import { isPdfFile } from '../api/pdf-file';

/** Whether the file /pdfPreview would frame is a PDF (see isPdfFile). */
export const usePdfFileCheck = (url: string) =>
  useQuery({ queryKey: portalKeys.pdfFile(url), queryFn: () => isPdfFile(url) });
