import { useQuery } from '@tanstack/react-query';
import { isPdfFile } from '../api/pdf-file';

/** Whether the file /pdfPreview would frame is a PDF (see isPdfFile). */
export const usePdfFileCheck = (url: string) =>
  useQuery({ queryKey: ['portal', 'pdf-file', url], queryFn: () => isPdfFile(url) });
