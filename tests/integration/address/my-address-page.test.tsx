import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addressCopy, commonCopy, paymentCopy } from '@/copy';
import { hrefs } from '@/config/paths';
import { mockApi } from '@tests/mock-backend';
import { CHAOYANG_BEIJING } from '@tests/sample-addresses';
import { logInAs, renderApp, SEEDED_MEMBER } from '@tests/render-app';
import { addressEndpoints } from '@/features/address/api/address-endpoints';
import { apiClient } from '@/lib/api-client';
import { emptyRegions } from '@/lib/region-schema';

const cardOf = (who: string) => screen.getByRole('region', { name: who });

describe('my_address page', () => {
  it('shows the default tag, moves it with 设为默认, and deletes after confirming', async () => {
    const user = userEvent.setup();
    await logInAs(SEEDED_MEMBER);
    await apiClient.call(addressEndpoints.create, {
      body: {
        ...emptyRegions(),
        ...CHAOYANG_BEIJING,
        userName: '张三',
        phone: '13912345678',
        entrance: '',
        detailedAddress: '建国门外大街1号',
        isDefault: 0,
        autoAddress: '',
      },
    });
    await renderApp(hrefs.addressManagement);

    await screen.findByText('林晓雨 13800000001');
    expect(screen.getByRole('heading', { level: 1, name: addressCopy.pageTitle })).toBeVisible();
    expect(within(cardOf('林晓雨 13800000001')).getByText(addressCopy.defaultTag)).toBeVisible();
    expect(
      screen.getByText(
        '广东省深圳市南山区粤海街道 科技园社区第一网格东门 科苑路15号科兴科学园A栋1201',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('北京市朝阳区 建国门外大街1号')).toBeInTheDocument();

    await user.click(
      within(cardOf('张三 13912345678')).getByRole('button', { name: addressCopy.makeDefault }),
    );
    await waitFor(() =>
      expect(within(cardOf('张三 13912345678')).getByText(addressCopy.defaultTag)).toBeVisible(),
    );
    expect(within(cardOf('林晓雨 13800000001')).queryByText(addressCopy.defaultTag)).toBeNull();

    await user.click(
      within(cardOf('林晓雨 13800000001')).getByRole('button', { name: commonCopy.delete }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(addressCopy.confirmDelete)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: commonCopy.confirm }));

    await waitFor(() => expect(screen.queryByText('林晓雨 13800000001')).toBeNull());
    expect(mockApi.snapshot().addresses.map((row) => row.userName)).toEqual(['张三']);
  });

  it('edits an address: the form is prefilled, region included, and the list shows the change', async () => {
    const user = userEvent.setup();
    await renderApp(hrefs.addressManagement, { loggedInAs: SEEDED_MEMBER });
    await screen.findByText('林晓雨 13800000001');

    await user.click(
      screen.getByRole('button', { name: `${addressCopy.edit} 林晓雨 13800000001` }),
    );
    const dialog = await screen.findByRole('dialog', { name: addressCopy.editTitle });
    expect(within(dialog).getByLabelText(addressCopy.userName)).toHaveValue('林晓雨');
    expect(within(dialog).getByTitle('广东省 / 深圳市 / 南山区 / 粤海街道')).toBeInTheDocument();
    const detail = within(dialog).getByLabelText(addressCopy.detailedAddress);
    await user.clear(detail);
    await user.type(detail, '新地址88号');
    await user.click(within(dialog).getByRole('button', { name: addressCopy.save }));

    expect(await screen.findByText(commonCopy.operationSuccess)).toBeInTheDocument();
    expect(await screen.findByText(/新地址88号/)).toBeInTheDocument();
    expect(mockApi.snapshot().addresses.filter((row) => row.userId === 1)).toEqual([
      expect.objectContaining({
        userAddressId: 1,
        detailedAddress: '新地址88号',
        provinceId: 44,
        isDefault: 1,
      }),
    ]);
  });

  it('adds an address from pasted text and lists it', async () => {
    const user = userEvent.setup();
    await renderApp(hrefs.addressManagement, { loggedInAs: SEEDED_MEMBER });
    await screen.findByText('林晓雨 13800000001');
    await user.click(screen.getByRole('button', { name: paymentCopy.addAddress }));
    await user.click(await screen.findByPlaceholderText(addressCopy.recognitionPlaceholder));
    await user.paste('张三 13800000000 广东省深圳市南山区粤海街道科技园社区 科苑路15号');
    const dialog = screen.getByRole('dialog', { name: paymentCopy.addAddress });
    await waitFor(() =>
      expect(within(dialog).getByLabelText(addressCopy.userName)).toHaveValue('张三'),
    );
    await user.click(within(dialog).getByRole('button', { name: addressCopy.save }));

    expect(await screen.findByText('张三 13800000000')).toBeInTheDocument();
    expect(mockApi.snapshot().addresses.map((row) => row.userName)).toContain('张三');
  });

  it('shows a failed list with 重试, never 暂无收货地址, and loads it on 重试', async () => {
    mockApi.failNext(addressEndpoints.addresses, { network: true });
    await renderApp(hrefs.addressManagement, { loggedInAs: SEEDED_MEMBER });

    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(addressCopy.empty)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByText('林晓雨 13800000001')).toBeInTheDocument();
  });

  it('shows a minimal answer with its fields degraded', async () => {
    mockApi.failNext(addressEndpoints.addresses, {
      resultData: { list: [{ userAddressId: 7, userName: '赵六' }] },
    });
    await renderApp(hrefs.addressManagement, { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByText(/赵六/)).toBeInTheDocument();
  });

  it.each([
    ['null', null],
    ['a string', 'oops'],
  ])(
    'shows a bad answer (%s) as a failure with its reason, never empty or the page crash',
    async (_, resultData) => {
      mockApi.failNext(addressEndpoints.addresses, { resultData });
      await renderApp(hrefs.addressManagement, { loggedInAs: SEEDED_MEMBER });
      expect(await screen.findByText(commonCopy.badAnswer)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: commonCopy.retry })).toBeInTheDocument();
      expect(screen.queryByText(addressCopy.empty)).toBeNull();
      expect(screen.queryByText(commonCopy.errorTitle)).toBeNull();
    },
  );

  it('leaves out rows that are not addresses', async () => {
    mockApi.failNext(addressEndpoints.addresses, { resultData: { list: [1, 'x', null] } });
    await renderApp(hrefs.addressManagement, { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByText(addressCopy.empty)).toBeInTheDocument();
  });
});
