import { http, HttpResponse } from 'msw';

/**
 * The mock's sample PDF files (public/docs), answered under msw/node as Vite's server answers
 * them in the browser, so that /pdfPreview finds them in the unit tests. They are plain ASCII
 * (scripts/generate-sample-pdf.mjs), so their text is their bytes.
 */
const SAMPLE_DOCUMENTS = import.meta.glob<string>('/public/docs/*.pdf', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export const sampleDocumentHandlers = Object.entries(SAMPLE_DOCUMENTS).map(([file, text]) =>
  http.get(
    `*${file.replace(/^\/public/, '')}`,
    () => new HttpResponse(text, { headers: { 'Content-Type': 'application/pdf' } }),
  ),
);
