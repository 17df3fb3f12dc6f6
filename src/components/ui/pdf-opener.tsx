import { useMutation } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { hrefs } from '@/config/paths';
import { reportUnshownError } from '@/lib/report-unshown-error';

/**
 * The one way the app opens a PDF: in its viewer (/pdfPreview), which frames the file only once
 * it has proved to be a PDF of a trusted address.
 */
function useOpenPdf(): (url: string) => void {
  const navigate = useNavigate();
  return useCallback((url: string) => void navigate(hrefs.pdfPreview(url)), [navigate]);
}

/** A PDF whose address is known, as a link to it in the viewer. */
export function PdfLink({ url, children }: { url: string; children: ReactNode }) {
  return <Link to={hrefs.pdfPreview(url)}>{children}</Link>;
}

/**
 * A PDF whose address has to be asked for (a call answering `{ pdfUrl }`): `mutate` asks, then
 * opens it in the viewer; a failure is reported, and `isPending` holds while it asks.
 */
export function useFetchedPdf<Input = void>(
  fetchPdf: (input: Input) => Promise<{ pdfUrl: string }>,
) {
  const openPdf = useOpenPdf();
  return useMutation({
    mutationFn: fetchPdf,
    onSuccess: ({ pdfUrl }) => openPdf(pdfUrl),
    onError: reportUnshownError,
  });
}
