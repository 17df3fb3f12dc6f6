import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders } from '@tests/render';
import { PdfLink, useFetchedPdf } from '../pdf-opener';

/** What the viewer's route would frame: the address it was opened with. */
function Viewer() {
  const { search } = useLocation();
  return <p>{`预览 ${new URLSearchParams(search).get('url') ?? ''}`}</p>;
}

function PrintButton({ fetchPdf }: { fetchPdf: () => Promise<{ pdfUrl: string }> }) {
  const print = useFetchedPdf(fetchPdf);
  return (
    <button type="button" disabled={print.isPending} onClick={() => print.mutate()}>
      打印
    </button>
  );
}

const withViewer = (screenUnderTest: ReactNode) => (
  <Routes>
    <Route path="/" element={screenUnderTest} />
    <Route path={paths.pdfPreview} element={<Viewer />} />
  </Routes>
);

describe('the PDF opener', () => {
  it('links a known PDF to the app’s viewer', async () => {
    renderWithProviders(withViewer(<PdfLink url="/docs/合同 1.pdf">查看PDF</PdfLink>));

    await userEvent.click(screen.getByRole('link', { name: '查看PDF' }));
    expect(await screen.findByText('预览 /docs/合同 1.pdf')).toBeInTheDocument();
  });

  it('asks for a PDF’s address, then opens it in the viewer', async () => {
    const fetchPdf = vi.fn(() => Promise.resolve({ pdfUrl: '/docs/statement.pdf' }));
    renderWithProviders(withViewer(<PrintButton fetchPdf={fetchPdf} />));

    await userEvent.click(screen.getByRole('button', { name: '打印' }));
    expect(await screen.findByText('预览 /docs/statement.pdf')).toBeInTheDocument();
    expect(fetchPdf).toHaveBeenCalledTimes(1);
  });

  it('stays on the screen when the address could not be had', async () => {
    const fetchPdf = vi.fn(() => Promise.reject(new ApiError('network', '')));
    renderWithProviders(withViewer(<PrintButton fetchPdf={fetchPdf} />));

    await userEvent.click(screen.getByRole('button', { name: '打印' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: '打印' })).toBeEnabled());
    expect(fetchPdf).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/^预览/)).toBeNull();
  });
});
