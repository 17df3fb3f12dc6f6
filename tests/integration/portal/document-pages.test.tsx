import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { commonCopy, documentCopy, helpCopy, pagerCopy, pdfPreviewCopy } from '@/copy';
import { mockServer } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';

/** jsdom renders antd slowly on a shared 2-core machine. */

// Each step may wait longer than the suite's default on a shared 2-core machine.
beforeAll(() => configure({ asyncUtilTimeout: 20_000 }));
afterAll(() => configure({ asyncUtilTimeout: 5_000 }));

describe('documents', () => {
  it('/document_list pages a column and links each item to its document', async () => {
    const user = userEvent.setup();
    await renderApp('/document_list/1', { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByRole('heading', { name: '平台动态' })).toBeInTheDocument();
    expect(screen.getByText(pagerCopy.total(12))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: pagerCopy.next }));
    const last = await screen.findByRole('link', { name: '供应商入驻通道开放' });
    expect(last).toHaveAttribute('href', '/document/12');
  }, 60_000);

  it('/document shows the sanitized body and its PDF for preview and download', async () => {
    await renderApp('/document/23', { loggedInAs: SEEDED_MEMBER });
    expect(
      await screen.findByRole('heading', { level: 1, name: '会员服务手册' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '资料下载' })).toHaveAttribute(
      'href',
      '/document_list/4',
    );
    const files = screen.getByRole('region', { name: documentCopy.attachments });
    expect(within(files).getByRole('link', { name: documentCopy.preview })).toHaveAttribute(
      'href',
      '/pdfPreview?url=%2Fdocs%2Fmember-handbook.pdf',
    );
    expect(within(files).getByRole('link', { name: documentCopy.download })).toHaveAttribute(
      'href',
      '/docs/member-handbook.pdf',
    );
  }, 60_000);
});

describe('pdf preview', () => {
  it('frames a same-origin PDF with a download link once it has proved to be a PDF', async () => {
    await renderApp('/pdfPreview?url=%2Fdocs%2Fmember-handbook.pdf', {
      loggedInAs: SEEDED_MEMBER,
    });
    const frame = await screen.findByTitle(pdfPreviewCopy.frameTitle);
    expect(frame).toHaveAttribute('src', `${window.location.origin}/docs/member-handbook.pdf`);
    expect(screen.getByRole('link', { name: new RegExp(pdfPreviewCopy.download) })).toHaveAttribute(
      'href',
      `${window.location.origin}/docs/member-handbook.pdf`,
    );
  }, 60_000);

  it('refuses a foreign address: a message and no frame', async () => {
    await renderApp(`/pdfPreview?url=${encodeURIComponent('https://evil.example/a.pdf')}`, {
      loggedInAs: SEEDED_MEMBER,
    });
    expect(await screen.findByText(pdfPreviewCopy.foreignHost)).toBeInTheDocument();
    expect(screen.queryByTitle(pdfPreviewCopy.frameTitle)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: new RegExp(pdfPreviewCopy.download) }),
    ).not.toBeInTheDocument();
  }, 60_000);
});

describe('pdf preview of files that are not PDFs', () => {
  const HTML_PAGE = '<!doctype html><title>登录</title><form><input name="password"></form>';
  const SVG_IMAGE =
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';

  it.each([
    ['an HTML page served as a PDF by its name', HTML_PAGE, 'application/pdf'],
    ['an HTML page served as what it is', HTML_PAGE, 'text/html'],
    ['an SVG image served as what it is', SVG_IMAGE, 'image/svg+xml'],
    ['an SVG image served as a PDF by its name', SVG_IMAGE, 'application/pdf'],
    ['a PDF served as a page', '%PDF-1.4\n', 'text/html'],
  ])(
    'refuses %s: a message, no frame and no download',
    async (_, body, type) => {
      mockServer.use(
        http.get(
          '*/docs/upload.pdf',
          () => new HttpResponse(body, { headers: { 'Content-Type': type } }),
        ),
      );
      await renderApp('/pdfPreview?url=%2Fdocs%2Fupload.pdf', { loggedInAs: SEEDED_MEMBER });
      expect(await screen.findByText(pdfPreviewCopy.notPdfContent)).toBeInTheDocument();
      expect(screen.queryByTitle(pdfPreviewCopy.frameTitle)).not.toBeInTheDocument();
      expect(
        screen.queryByRole('link', { name: new RegExp(pdfPreviewCopy.download) }),
      ).not.toBeInTheDocument();
    },
    60_000,
  );

  it('shows a failed download with 重试, which frames the PDF once it arrives', async () => {
    mockServer.use(
      http.get('*/docs/member-handbook.pdf', () => HttpResponse.error(), { once: true }),
    );
    await renderApp('/pdfPreview?url=%2Fdocs%2Fmember-handbook.pdf', {
      loggedInAs: SEEDED_MEMBER,
    });
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(screen.queryByTitle(pdfPreviewCopy.frameTitle)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByTitle(pdfPreviewCopy.frameTitle)).toBeInTheDocument();
  }, 60_000);
});

describe('pdf preview of odd addresses', () => {
  it('gives a clear message for a malformed %-encoded address instead of the error page', async () => {
    mockServer.use(
      http.get(/\/docs\/a%E0%A4%A\.pdf$/, () => new HttpResponse(null, { status: 404 })),
    );
    await renderApp('/pdfPreview?url=%2Fdocs%2Fa%25E0%25A4%25A.pdf', { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByText('a%E0%A4%A.pdf')).toBeInTheDocument();
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(commonCopy.errorTitle)).not.toBeInTheDocument();
  }, 60_000);

  it('refuses a page that is not a PDF', async () => {
    await renderApp(`/pdfPreview?url=${encodeURIComponent('/agreement?name=user')}`, {
      loggedInAs: SEEDED_MEMBER,
    });
    expect(await screen.findByText(pdfPreviewCopy.notPdf)).toBeInTheDocument();
    expect(screen.queryByTitle(pdfPreviewCopy.frameTitle)).not.toBeInTheDocument();
  }, 60_000);
});

describe('help centre', () => {
  it('opens from the header with categories, questions and the answer', async () => {
    const user = userEvent.setup();
    await renderApp('/announcement', { loggedInAs: SEEDED_MEMBER });
    await user.click(await screen.findByRole('button', { name: helpCopy.entry }));
    const drawer = await screen.findByRole('dialog', { name: helpCopy.title });
    await user.click(await within(drawer).findByText('充值与发票'));
    await user.click(await within(drawer).findByText('银行转账多久到账'));
    await waitFor(() =>
      expect(within(drawer).getByText('1 至 2 个工作日', { selector: 'strong' })).toBeVisible(),
    );
  }, 60_000);
});
