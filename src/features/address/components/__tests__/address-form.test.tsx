import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addressCopy, paymentCopy } from '@/copy';
import { renderWithProviders } from '@tests/render';
import { AddressForm } from '../address-form';

const PASTED = '张三 13800000000 广东省深圳市南山区粤海街道科技园社区 科苑路15号';

describe('AddressForm', () => {
  it('with a required field missing says 请检查输入是否完整 and keeps what was typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(<AddressForm onSubmit={onSubmit} />);

    await user.type(screen.getByLabelText(addressCopy.userName), '张三');
    await user.type(screen.getByLabelText(addressCopy.detailedAddress), '科苑路15号');
    await user.click(screen.getByRole('button', { name: addressCopy.save }));

    expect(await screen.findByText(paymentCopy.checkInputComplete)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(addressCopy.userName)).toHaveValue('张三');
    expect(screen.getByLabelText(addressCopy.detailedAddress)).toHaveValue('科苑路15号');
  });

  it('fills name, phone, regions and detail 2 s after text is pasted, then saves them', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    const { queryClient } = renderWithProviders(<AddressForm onSubmit={onSubmit} />);

    await user.click(screen.getByPlaceholderText(addressCopy.recognitionPlaceholder));
    await user.paste(PASTED);
    expect(screen.getByLabelText(addressCopy.userName)).toHaveValue('');

    // the hook's own test pins the 2 s; here the form fills itself once it has waited
    await waitFor(() => expect(screen.getByLabelText(addressCopy.userName)).toHaveValue('张三'));
    expect(screen.getByLabelText(addressCopy.phone)).toHaveValue('13800000000');
    expect(screen.getByLabelText(addressCopy.detailedAddress)).toHaveValue('科苑路15号');
    expect(screen.getByLabelText(addressCopy.community)).toHaveValue('科技园社区');
    expect(screen.getByText('广东省 / 深圳市 / 南山区 / 粤海街道')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: addressCopy.save }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        userName: '张三',
        phone: '13800000000',
        provinceId: 44,
        cityId: 4403,
        areaId: 440305,
        streetId: 440305007,
        villageId: 440305007003,
        community: '科技园社区',
        detailedAddress: '科苑路15号',
        autoAddress: PASTED,
        isDefault: 0,
      }),
    );
    // the street's communities, offered in 小区, arrive after the save
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  });
});
