import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pagerCopy } from '@/copy';
import { renderWithProviders } from '@tests/render';
import { Pager } from '../pager';

describe('Pager', () => {
  it('labels previous and next in Chinese as real buttons and shows the total', () => {
    renderWithProviders(<Pager current={2} total={35} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: pagerCopy.prev })).toBeEnabled();
    expect(screen.getByRole('button', { name: pagerCopy.next })).toBeEnabled();
    expect(screen.getByText('共 35 条')).toBeInTheDocument();
  });

  it('reports the next, previous and chosen page', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Pager current={2} total={35} onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: pagerCopy.next }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole('button', { name: pagerCopy.prev }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    await user.click(screen.getByTitle('4'));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('disables previous on the first page and next on the last', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(<Pager current={1} total={35} onChange={onChange} />);
    expect(screen.getByRole('button', { name: pagerCopy.prev })).toBeDisabled();
    expect(screen.getByRole('button', { name: pagerCopy.next })).toBeEnabled();

    rerender(<Pager current={4} total={35} onChange={onChange} />);
    expect(screen.getByRole('button', { name: pagerCopy.prev })).toBeEnabled();
    expect(screen.getByRole('button', { name: pagerCopy.next })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: pagerCopy.next }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('pages by 10 by default and honours another page size', () => {
    const { rerender } = renderWithProviders(<Pager current={1} total={35} onChange={() => {}} />);
    expect(screen.getByTitle('4')).toBeInTheDocument();
    expect(screen.queryByTitle('5')).not.toBeInTheDocument();

    rerender(<Pager current={1} total={35} pageSize={20} onChange={() => {}} />);
    expect(screen.getByTitle('2')).toBeInTheDocument();
    expect(screen.queryByTitle('3')).not.toBeInTheDocument();
  });

  it('never offers a page size changer, even for long lists', () => {
    renderWithProviders(<Pager current={1} total={5000} onChange={() => {}} />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('renders nothing when there is nothing to page', () => {
    renderWithProviders(<Pager current={1} total={0} onChange={() => {}} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
