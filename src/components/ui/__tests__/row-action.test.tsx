import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { RowAction } from '../row-action';

describe('RowAction', () => {
  it('is a small link named for its row that acts when pressed', async () => {
    const onClick = vi.fn();
    renderWithProviders(
      <RowAction aria-label="续签 合同甲" onClick={onClick}>
        续签
      </RowAction>,
    );

    const action = screen.getByRole('button', { name: '续签 合同甲' });
    expect(action).toHaveClass('ant-btn-link', 'ant-btn-sm');
    await userEvent.click(action);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
