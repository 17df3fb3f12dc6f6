import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addressCopy, commonCopy } from '@/copy';
import { hrefs } from '@/config/paths';
import { mockApi } from '@/testing/mock-backend';
import { logInAs, renderApp, SEEDED_MEMBER } from '@/testing/render-app';
import { createAddress } from '../../api/address-api';
import { emptyRegions } from '../../utils/region-value';

function cardOf(text: string): HTMLElement {
  const card = screen.getByText(text).closest<HTMLElement>('.ant-card');
  if (!card) throw new Error(`No address card holds ${text}`);
  return card;
}

describe('my_address page', { timeout: 20_000 }, () => {
  it('shows the default tag, moves it with 设为默认, and deletes after confirming', async () => {
    const user = userEvent.setup();
    await logInAs(SEEDED_MEMBER);
    await createAddress({
      ...emptyRegions(),
      province: '北京市',
      city: '市辖区',
      area: '朝阳区',
      provinceId: 11,
      cityId: 1101,
      areaId: 110105,
      userName: '张三',
      phone: '13912345678',
      entrance: '',
      detailedAddress: '建国门外大街1号',
      isDefault: 0,
      autoAddress: '',
    });
    await renderApp(hrefs.addressManagement);

    await screen.findByText('林晓雨 13800000001', {}, { timeout: 8000 });
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
});
