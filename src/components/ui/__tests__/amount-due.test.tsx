import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { AmountDue } from '../amount-due';

describe('AmountDue', () => {
  it('shows the fen to pay as yuan, in bold and in the warning colour', () => {
    renderWithProviders(<AmountDue fen={123450} />);

    const amount = screen.getByText('¥1,234.50');
    expect(amount.tagName).toBe('STRONG');
    expect(amount.closest('.ant-typography-danger')).not.toBeNull();
  });
});
