import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy } from '@/copy';
import { mockApi } from '@tests/mock-backend';
import { renderWithProviders } from '@tests/render';
import { logInAs, SEEDED_MEMBER } from '@tests/render-app';
import { addressEndpoints } from '@/features/address/api/address-endpoints';
import { AddressCascader } from '../address-cascader';

describe('AddressCascader', () => {
  // every cascader sits in a member's screen and asks the member area's district call
  beforeEach(() => logInAs(SEEDED_MEMBER));

  it('shows a failed level inside the dropdown with 重试, then its districts', async () => {
    mockApi.failNext(addressEndpoints.districts, { network: true });
    const user = userEvent.setup();
    renderWithProviders(<AddressCascader id="region" />);
    await user.click(screen.getByRole('combobox'));

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(commonCopy.loadFailed);
    await user.click(within(failure).getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByRole('menuitemcheckbox', { name: /^广东省/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves out districts without an id and shows the rest', async () => {
    mockApi.failNext(addressEndpoints.districts, {
      resultData: [{ districtId: 44, district: '广东省' }, { district: '无编号' }, 'oops'],
    });
    const user = userEvent.setup();
    renderWithProviders(<AddressCascader id="region" />);
    await user.click(screen.getByRole('combobox'));
    expect(await screen.findByRole('menuitemcheckbox', { name: /^广东省/ })).toBeInTheDocument();
    expect(screen.queryByText('无编号')).toBeNull();
  });
});
