import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberPath } from '@/config/paths';
import { commonCopy, cooperationCopy } from '@/copy';
import { cooperationEndpoints } from '@/features/cooperation/api/cooperation-endpoints';
import { parseAnswer } from '@/lib/schema';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';
import {
  cooperationDetailSchema,
  cooperationPageSchema,
  priceLogPageSchema,
  priceLogPdfSchema,
} from '@/features/cooperation/api/cooperation-schemas';

const PAGE = memberPath('cooperation');
const asMember = { loggedInAs: SEEDED_MEMBER };
const expectNoCrash = () => expect(screen.queryByText(commonCopy.errorTitle)).toBeNull();
const cardOf = (title: string) => screen.findByRole('region', { name: title });

describe('cooperation answers: minimal, malformed and failed', () => {
  it('schemas: defaults for optional fields, an unknown step reads 未处理, money checked', () => {
    expect(
      parseAnswer(cooperationPageSchema, {
        list: [
          { cooperationId: '3', budget: 100, status: 99, matchedPrice: 1.5 },
          // without a whole budget the row is left out, not shown with a guessed amount
          { cooperationId: 4, budget: 1.5 },
        ],
      }),
    ).toEqual({
      ok: true,
      value: {
        list: [
          {
            cooperationId: 3,
            cooperationNo: '',
            title: '',
            roleId: 0,
            roleName: '',
            categoryId: 0,
            categoryName: '',
            quantity: 0,
            budget: 100,
            matchedPrice: null,
            status: -1,
            createTime: '',
            updateTime: '',
          },
        ],
        total: 1,
      },
    });
    expect(
      parseAnswer(cooperationDetailSchema, { cooperationId: 1, budget: 1, status: '16' }),
    ).toMatchObject({ ok: true, value: { status: 16, steps: [], description: '' } });
    const logs = parseAnswer(priceLogPageSchema, {
      list: [
        { priceLogId: 1, price: 500, quotes: [{ supplierName: 'A', price: 0.5 }, { price: 600 }] },
      ],
      total: 1,
    });
    expect(logs).toMatchObject({
      ok: true,
      value: { list: [{ priceLogId: 1, price: 500, quotes: [{ supplierName: '', price: 600 }] }] },
    });
    expect(parseAnswer(priceLogPdfSchema, {}).ok).toBe(false);
  });

  it('tasks: a failed load shows 加载失败 and 重试, never 暂无合作任务, then the tasks', async () => {
    mockApi.failNext(cooperationEndpoints.list, { network: true });
    await renderApp(PAGE, asMember);
    const tasks = await cardOf(cooperationCopy.tasksTitle);
    expect(await within(tasks).findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(within(tasks).queryByText(cooperationCopy.tasksEmpty)).toBeNull();
    await userEvent.click(within(tasks).getByRole('button', { name: commonCopy.retry }));
    expect(await within(tasks).findByText('办公用品季度采购')).toBeInTheDocument();
    expect(within(tasks).getByText('已中断')).toBeInTheDocument();
  });

  it('tasks: a minimal row is shown with 未处理 and 未匹配; an empty page says so', async () => {
    mockApi.failNext(cooperationEndpoints.list, {
      resultData: { list: [{ cooperationId: 7, title: '最简任务', budget: 100, status: 'x' }] },
    });
    await renderApp(PAGE, asMember);
    const tasks = await cardOf(cooperationCopy.tasksTitle);
    const row = (await within(tasks).findByText('最简任务')).closest('tr') as HTMLElement;
    expect(within(row).getByText('未处理')).toBeInTheDocument();
    expect(within(row).getByText(cooperationCopy.notMatched)).toBeInTheDocument();
    expect(within(row).getByText('¥1.00')).toBeInTheDocument();
    expectNoCrash();

    mockApi.failNext(cooperationEndpoints.list, { resultData: { list: [], total: 0 } });
    await userEvent.click(within(tasks).getByLabelText(cooperationCopy.statusFilter));
    await userEvent.click(await screen.findByTitle('第 1 步'));
    expect(await within(tasks).findByText(cooperationCopy.tasksEmpty)).toBeVisible();
  });

  it('drafts: a failed load shows 重试, never 暂无草稿; a malformed answer is an empty list', async () => {
    mockApi.failNext(cooperationEndpoints.drafts, { network: true });
    await renderApp(PAGE, asMember);
    const drafts = await cardOf(cooperationCopy.draftsTitle);
    expect(await within(drafts).findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(within(drafts).queryByText(cooperationCopy.draftsEmpty)).toBeNull();
    mockApi.failNext(cooperationEndpoints.drafts, {
      resultData: [
        { draftId: 5, title: '最简草稿', budget: 1 },
        { title: '没有编号', budget: 1 },
      ],
    });
    await userEvent.click(within(drafts).getByRole('button', { name: commonCopy.retry }));
    expect(await within(drafts).findByText('最简草稿')).toBeInTheDocument();
    expect(within(drafts).queryByText('没有编号')).toBeNull();
    expectNoCrash();
  });

  it('price logs: a failed load recovers with 重试; a row whose price is not whole fen is left out', async () => {
    mockApi.failNext(cooperationEndpoints.priceLogs, { network: true });
    mockApi.failNext(cooperationEndpoints.priceLogs, {
      resultData: {
        list: [
          { priceLogId: 1, cooperationTitle: '整数价格', typeName: '价格匹配', price: 12_300 },
          { priceLogId: 2, cooperationTitle: '坏价格', typeName: '价格匹配', price: 1.5 },
        ],
        total: 2,
      },
    });
    await renderApp(PAGE, asMember);
    const logs = await cardOf(cooperationCopy.priceLogsTitle);
    expect(await within(logs).findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(within(logs).queryByText(cooperationCopy.priceLogsEmpty)).toBeNull();
    await userEvent.click(within(logs).getByRole('button', { name: commonCopy.retry }));
    expect(await within(logs).findByText('¥123.00')).toBeInTheDocument();
    expect(within(logs).queryByText('坏价格')).toBeNull();
    expectNoCrash();
  });

  it('a price log opens its PDF in /pdfPreview', async () => {
    const { router } = await renderApp(PAGE, asMember);
    const logs = await cardOf(cooperationCopy.priceLogsTitle);
    const [first] = await within(logs).findAllByRole('button', { name: /^查看PDF/ });
    await userEvent.click(first);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pdfPreview'));
    expect(new URLSearchParams(router.state.location.search).get('url')).toBe(
      '/docs/price-log.pdf',
    );
  });

  it('detail: a failed load recovers with 重试; the history and a missing task are said', async () => {
    mockApi.failNext(cooperationEndpoints.detail, { network: true });
    await renderApp(`${PAGE}?id=11`, asMember);
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByText('合作方取消，任务中断')).toBeInTheDocument();
    expect(screen.getAllByText('已中断').length).toBeGreaterThan(1);
    expect(screen.queryByRole('button', { name: cooperationCopy.matchPrice })).toBeNull();
  });

  it('detail: a minimal answer shows no history; another member’s task is not found', async () => {
    mockApi.failNext(cooperationEndpoints.detail, {
      resultData: { cooperationId: 12, title: '最简详情', budget: 100 },
    });
    const { router } = await renderApp(`${PAGE}?id=12`, asMember);
    expect(await screen.findByText('最简详情')).toBeInTheDocument();
    expect(screen.getByText(cooperationCopy.historyEmpty)).toBeInTheDocument();
    expectNoCrash();
    await act(() => router.navigate(`${PAGE}?id=13`));
    // the detail's empty state says so (a toast says it too)
    expect(
      await screen.findByText(cooperationCopy.notFound, { selector: '.ant-empty-description' }),
    ).toBeInTheDocument();
  });
});
