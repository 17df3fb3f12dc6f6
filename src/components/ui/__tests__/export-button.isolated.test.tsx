import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { figuresCopy } from '@/copy';
import { setFeedback } from '@/lib/feedback';
import { downloadWorkbook, type FiguresFile } from '@/lib/table-export';
import { fakeFeedback } from '@tests/fake-feedback';
import { ExportButton } from '../export-button';

// the file itself is read back in lib/__tests__/table-export.test.ts; here, what the click does
vi.mock('@/lib/table-export', () => ({ downloadWorkbook: vi.fn() }));

const file: FiguresFile<{ month: string }> = {
  name: '数据统计-按月销售',
  sheet: '按月销售',
  columns: [{ title: '月份', kind: 'text', value: (row) => row.month }],
  rows: [{ month: '2026年1月' }],
};

/** A download that finishes when told. */
function heldDownload() {
  let finish = () => {};
  vi.mocked(downloadWorkbook).mockImplementation(
    () => new Promise<void>((resolve) => (finish = resolve)),
  );
  return () => finish();
}

describe('ExportButton', () => {
  const shown = fakeFeedback();
  beforeEach(() => setFeedback(shown));
  afterEach(() => {
    setFeedback(null);
    vi.clearAllMocks();
  });

  it('is named by what it exports and saves the table once however often it is clicked', async () => {
    const finish = heldDownload();
    render(<ExportButton subject="按月销售" file={() => file} />);
    const button = screen.getByRole('button', { name: figuresCopy.exportOf('按月销售') });
    expect(button).toHaveTextContent(figuresCopy.export);
    await userEvent.dblClick(button);
    expect(downloadWorkbook).toHaveBeenCalledTimes(1);
    expect(downloadWorkbook).toHaveBeenCalledWith(file);
    expect(button).toHaveClass('ant-btn-loading');
    await act(async () => finish());
    expect(button).not.toHaveClass('ant-btn-loading');
    await userEvent.click(button);
    expect(downloadWorkbook).toHaveBeenCalledTimes(2);
    expect(shown.toastError).not.toHaveBeenCalled();
  });

  it('says an export failed in Chinese', async () => {
    render(<ExportButton subject="按月销售" file={() => file} />);
    const button = screen.getByRole('button', { name: figuresCopy.exportOf('按月销售') });
    vi.mocked(downloadWorkbook).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await userEvent.click(button);
    await vi.waitFor(() => expect(shown.toastError).toHaveBeenCalledWith(figuresCopy.exportFailed));
  });
});
