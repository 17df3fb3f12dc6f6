import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, printCopy } from '@/copy';
import { PrintArea } from '../print-area';
import { PrintButton } from '../print-button';

const PRINTED_AT = new Date(2026, 10, 29, 10, 20, 0);

/** window.print answered by a spy that notes the head's text at the moment the page prints. */
function spyOnPrint() {
  const headsAtPrint: string[] = [];
  const print = vi.spyOn(window, 'print').mockImplementation(() => {
    headsAtPrint.push(document.querySelector('.print-head')?.textContent ?? '');
  });
  return { print, headsAtPrint };
}

function renderStatement(details?: string[]) {
  render(
    <PrintArea title="收支明细">
      <PrintButton details={details} />
      <table>
        <tbody>
          <tr>
            <td>消费 -¥12.30</td>
          </tr>
        </tbody>
      </table>
    </PrintArea>,
  );
}

describe('PrintArea and PrintButton', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: PRINTED_AT });
  });

  it('打印 prints the page once, its head naming the platform, the printout and the time of the click', async () => {
    const { print, headsAtPrint } = spyOnPrint();
    renderStatement(['类型：消费', '第 2 页']);
    expect(screen.queryByText(/打印时间/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: printCopy.print }));

    expect(print).toHaveBeenCalledTimes(1);
    // the head was written before the browser took the page to print
    expect(headsAtPrint).toEqual([
      `${commonCopy.siteTitle}收支明细打印时间：2026-11-29 10:20:00类型：消费第 2 页`,
    ]);
    expect(screen.getByText(commonCopy.siteTitle)).toBeInTheDocument();
    expect(screen.getByText('打印时间：2026-11-29 10:20:00')).toBeInTheDocument();
    expect(screen.getByText('第 2 页')).toBeInTheDocument();
    expect(screen.getByText('消费 -¥12.30')).toBeInTheDocument();
  });

  it('stamps the head with the time when the browser’s own print command prints the page', () => {
    renderStatement(['第 1 页']);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getByText('打印时间：2026-11-29 10:20:00')).toBeInTheDocument();
    expect(screen.getByText('第 1 页')).toBeInTheDocument();
  });

  it('stamps each print with its own time', async () => {
    spyOnPrint();
    renderStatement();
    await userEvent.click(screen.getByRole('button', { name: printCopy.print }));
    vi.setSystemTime(new Date(2026, 10, 29, 11, 5, 9));
    await userEvent.click(screen.getByRole('button', { name: printCopy.print }));
    expect(screen.getByText('打印时间：2026-11-29 11:05:09')).toBeInTheDocument();
    expect(screen.queryByText('打印时间：2026-11-29 10:20:00')).not.toBeInTheDocument();
  });
});
