import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, documentCopy, helpCopy, pagerCopy, pdfPreviewCopy } from '@/copy';
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
  it('frames a same-origin PDF with a download link', async () => {
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

describe('pdf preview of odd addresses', () => {
  it('gives a clear message for a malformed %-encoded address instead of the error page', async () => {
    await renderApp('/pdfPreview?url=%2Fdocs%2Fa%25E0%25A4%25A.pdf', { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByTitle(pdfPreviewCopy.frameTitle)).toBeInTheDocument();
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
