import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hrefs } from '@/config/paths';
import { addressCopy } from '@/copy';
import { logInAs, SEEDED_MEMBER, SEEDED_ZERO_BALANCE_MEMBER } from '@tests/render-app';
import { renderWithProviders } from '@tests/render';
import type { Address } from '../../api/address-schemas';
import { AddressPicker } from '../address-picker';

function Harness({ onChange }: { onChange(address: Address | null): void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <AddressPicker
      value={value}
      onChange={(address) => {
        setValue(address?.userAddressId ?? null);
        onChange(address);
      }}
    />
  );
}

describe('AddressPicker', () => {
  it('preselects the default address and opens address management in a new tab', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onChange = vi.fn();
    await logInAs(SEEDED_MEMBER);
    renderWithProviders(<Harness onChange={onChange} />);

    expect(await screen.findByRole('radio', { checked: true })).toHaveAccessibleName(
      /林晓雨 13800000001 广东省深圳市南山区/,
    );
    expect(onChange).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ userAddressId: 1 }));

    await user.click(screen.getByRole('button', { name: addressCopy.manage }));
    expect(open).toHaveBeenCalledWith(
      new URL(hrefs.addressManagement, location.origin).href,
      '_blank',
    );
  });

  it('shows the empty state for a member without addresses and selects nothing', async () => {
    const onChange = vi.fn();
    await logInAs(SEEDED_ZERO_BALANCE_MEMBER);
    renderWithProviders(<Harness onChange={onChange} />);

    expect(await screen.findByText(addressCopy.empty)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('radio')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
  });
});
