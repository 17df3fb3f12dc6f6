import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { batchStatus, type BatchStatus } from '@/lib/enums/batch';
import { renderWithProviders } from '@tests/render';
import { FilterSelect } from '../filter-select';

/** A list's status filter, keeping its value as the URL would. */
function StatusFilter({
  onChange,
  look,
}: {
  onChange(value: BatchStatus | undefined): void;
  look?: 'select' | 'buttons';
}) {
  const [value, setValue] = useState<BatchStatus | undefined>();
  return (
    <FilterSelect
      look={look}
      of={batchStatus}
      label="批次状态"
      all="全部状态"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const filter = () => screen.getByRole('combobox', { name: '批次状态' });
const shown = () => filter().closest('.ant-select')?.textContent ?? '';

describe('FilterSelect', () => {
  it("reads all until a value is chosen, offers the table's values in order, and gives the one chosen", async () => {
    const onChange = vi.fn();
    renderWithProviders(<StatusFilter onChange={onChange} />);
    expect(shown()).toBe('全部状态');

    await userEvent.click(filter());
    await screen.findByTitle(batchStatus.label(0));
    const offered = [...document.querySelectorAll('.ant-select-item-option')];
    expect(offered.map((option) => option.textContent)).toEqual(
      batchStatus.values.map((value) => batchStatus.label(value)),
    );

    await userEvent.click(await screen.findByTitle(batchStatus.label(0)));
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(shown()).toBe(batchStatus.label(0));
  });

  it('clears back to all', async () => {
    const onChange = vi.fn();
    const { container } = renderWithProviders(<StatusFilter onChange={onChange} />);
    await userEvent.click(filter());
    await userEvent.click(await screen.findByTitle(batchStatus.label(2)));
    expect(shown()).toBe(batchStatus.label(2));

    const clear = container.querySelector('.ant-select-clear');
    if (!clear) throw new Error('a chosen filter can be cleared');
    await userEvent.click(clear);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(shown()).toBe('全部状态');
  });

  it('as buttons, leads with all, checks the chosen one, and goes back to all', async () => {
    const onChange = vi.fn();
    renderWithProviders(<StatusFilter look="buttons" onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: '批次状态' });
    const buttons = within(group).getAllByRole('radio');
    expect(buttons.map((button) => button.closest('label')?.textContent)).toEqual([
      '全部状态',
      ...batchStatus.values.map((value) => batchStatus.label(value)),
    ]);
    expect(within(group).getByRole('radio', { name: '全部状态' })).toBeChecked();

    await userEvent.click(within(group).getByRole('radio', { name: batchStatus.label(0) }));
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(within(group).getByRole('radio', { name: batchStatus.label(0) })).toBeChecked();

    await userEvent.click(within(group).getByRole('radio', { name: '全部状态' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(within(group).getByRole('radio', { name: '全部状态' })).toBeChecked();
  });
});
