import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listExportCopy } from '@/copy';
import { EXPORT_PAGE_SIZE, type PageReader } from '@/lib/all-pages';
import { saveBlob } from '@/lib/xlsx/save-blob';
import { renderWithProviders } from '@tests/render';
import { readXlsx } from '@tests/xlsx-rows';
import type { ComponentProps } from 'react';
import { ListExport } from '../list-export';
import { exportColumnsOf } from '../list-column';
import { actionsColumn, dateColumn, moneyColumn } from '../table-columns';

// the download itself is tested in lib/xlsx; here, which file the export saves and when
vi.mock('@/lib/xlsx/save-blob', () => ({ saveBlob: vi.fn() }));

interface Line {
  id: number;
  time: string;
  amount: number;
  remark: string;
}

const columns = exportColumnsOf<Line>([
  dateColumn<Line>('time', '时间'),
  moneyColumn('amount', '金额', (line: Line) => line.amount),
  { key: 'remark', title: '备注', dataIndex: 'remark' },
  actionsColumn('操作', () => null),
]);

const linesOf = (count: number): Line[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    time: '2026-11-01 08:00:00',
    amount: index + 1,
    remark: `第${index + 1}笔`,
  }));

/** Serves `lines` page by page; a page listed in `failing` fails as many times as it says. */
function served(lines: Line[], failing: Record<number, number> = {}) {
  const asked: number[] = [];
  const read: PageReader<Line> = (pageNo, pageSize) => {
    asked.push(pageNo);
    if ((failing[pageNo] ?? 0) > 0) {
      failing[pageNo] -= 1;
      return Promise.reject(new Error('网络异常'));
    }
    const start = (pageNo - 1) * pageSize;
    return Promise.resolve({ list: lines.slice(start, start + pageSize), total: lines.length });
  };
  return { read, asked };
}

async function savedFile() {
  await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
  const [blob, name] = vi.mocked(saveBlob).mock.calls[0];
  return { name, sheet: readXlsx(new Uint8Array(await blob.arrayBuffer())) };
}

const exportButton = () => screen.getByRole('button', { name: listExportCopy.exportOf('账单') });

describe('ListExport', () => {
  afterEach(() => vi.clearAllMocks());

  const renderExport = (props: ComponentProps<typeof ListExport<Line>>) =>
    renderWithProviders(<ListExport {...props} />);

  const dialogClosed = () =>
    waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  it('saves every row of every page in one file named by the period, the actions left out', async () => {
    const lines = linesOf(EXPORT_PAGE_SIZE * 2 + 50);
    const { read, asked } = served(lines);
    renderExport({ subject: '账单', period: ['2026-11-01', '2026-11-28'], columns, read });
    await userEvent.click(exportButton());

    const { name, sheet } = await savedFile();
    expect(name).toBe('账单_2026-11-01_2026-11-28.xlsx');
    expect(asked).toEqual([1, 2, 3]);
    expect(sheet.rows[0]).toEqual(['时间', '金额', '备注']);
    expect(sheet.rows).toHaveLength(lines.length + 1);
    expect(sheet.rows[450]).toEqual([expect.any(Number), 4.5, '第450笔']);
    const fen = sheet.rows.slice(1).reduce((sum, row) => sum + Math.round(Number(row[1]) * 100), 0);
    expect(fen).toBe((lines.length * (lines.length + 1)) / 2);
    await dialogClosed();
    expect(await screen.findByText(listExportCopy.saved(450))).toBeInTheDocument();
  });

  it('shows how many rows are read out of how many, and 取消 stops at once saving nothing', async () => {
    const lines = linesOf(EXPORT_PAGE_SIZE * 3);
    const asked: number[] = [];
    let answerSecond = () => {};
    const read: PageReader<Line> = (pageNo, pageSize, signal) => {
      asked.push(pageNo);
      const page = { list: lines.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: 600 };
      if (pageNo === 1) return Promise.resolve(page);
      return new Promise((resolve, reject) => {
        answerSecond = () => resolve(page);
        signal.addEventListener('abort', () => reject(new DOMException('stop', 'AbortError')));
      });
    };
    renderExport({ subject: '账单', columns, read });
    await userEvent.click(exportButton());

    const dialog = await screen.findByRole('dialog', { name: listExportCopy.dialogTitle('账单') });
    expect(await within(dialog).findByText(listExportCopy.progress(200, 600))).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    await userEvent.click(screen.getByRole('button', { name: listExportCopy.cancel }));
    await dialogClosed();
    await act(async () => answerSecond());
    expect(asked).toEqual([1, 2]);
    expect(saveBlob).not.toHaveBeenCalled();
    expect(screen.queryByText(listExportCopy.saved(600))).not.toBeInTheDocument();
  });

  it('asks a failed page again once, then offers 重试, which goes on from there to a whole file', async () => {
    const lines = linesOf(EXPORT_PAGE_SIZE + 20);
    const { read, asked } = served(lines, { 2: 2 });
    renderExport({ subject: '账单', columns, read });
    await userEvent.click(exportButton());

    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(listExportCopy.pageFailed(200, 220)),
    ).toBeInTheDocument();
    expect(saveBlob).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: listExportCopy.retry }));

    const { name, sheet } = await savedFile();
    expect(name).toMatch(/^账单_截至\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(sheet.rows).toHaveLength(221);
    expect(asked).toEqual([1, 2, 2, 2]);
  });

  it('says there is nothing to export for an empty list, and saves no file', async () => {
    const { read } = served([]);
    renderExport({ subject: '账单', columns, read });
    await userEvent.click(exportButton());
    expect(await screen.findByText(listExportCopy.nothing)).toBeInTheDocument();
    expect(saveBlob).not.toHaveBeenCalled();
  });
});
