import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { QuantityInput } from '../quantity-input';

function Quantity({ stock }: { stock: number }) {
  const [value, setValue] = useState<number | null>(1);
  return (
    <>
      <QuantityInput aria-label="数量" stock={stock} value={value} onChange={setValue} />
      <output aria-label="chosen">{String(value)}</output>
    </>
  );
}

const box = () => screen.getByRole('spinbutton', { name: '数量' });

describe('QuantityInput', () => {
  it('reads full-width digits as typed, whole', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Quantity stock={50} />);

    await user.clear(box());
    await user.type(box(), '１２');
    expect(screen.getByLabelText('chosen')).toHaveTextContent('12');
  });

  it('asks for 1 up to the stock, and 1 at most when none is left', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Quantity stock={5} />);
    expect(box()).toHaveAttribute('aria-valuemin', '1');
    expect(box()).toHaveAttribute('aria-valuemax', '5');
    await user.clear(box());
    await user.type(box(), '9');
    await user.tab();
    expect(box()).toHaveValue('5');
    unmount();

    renderWithProviders(<Quantity stock={0} />);
    expect(box()).toHaveAttribute('aria-valuemax', '1');
  });
});
