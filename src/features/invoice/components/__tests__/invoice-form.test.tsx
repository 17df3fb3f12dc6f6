import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { invoiceCopy } from '@/copy';
import { apiClient } from '@/lib/api-client';
import { unchecked } from '@/lib/schema';
import { renderWithProviders } from '@/testing/render';
import { useSessionStore } from '@/stores/session-store';
import type { UserInfo } from '@/types/user';
import type { InvoiceInformation } from '../../api/invoice-types';
import { createInvoiceInformation } from '../../utils/invoice-rules';
import { InvoiceForm } from '../invoice-form';

function Harness({ onValue }: { onValue: (value: InvoiceInformation) => void }) {
  const email = useSessionStore((state) => state.user?.email ?? '');
  const [value, setValue] = useState(() => createInvoiceInformation(email));
  return (
    <InvoiceForm
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('InvoiceForm', { timeout: 20_000 }, () => {
  it('follows the type and title rules and fills from a saved profile', async () => {
    const { accessToken, userInfo } = await apiClient.post(
      'v1/front/ologin',
      { phone: '13800000001', password: '123456' },
      unchecked<{
        accessToken: string;
        userInfo: UserInfo;
      }>(),
    );
    useSessionStore.getState().startSession(accessToken, userInfo);
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} />);

    expect(screen.queryByLabelText(invoiceCopy.userName)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '开发票' }));
    await user.type(screen.getByLabelText(invoiceCopy.userName), '  张三 ');
    await user.tab();
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ userName: '张三' }));
    expect(screen.queryByLabelText(invoiceCopy.email)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '增值税专用发票' }));
    expect(screen.getByRole('radio', { name: '个人' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '单位' })).toBeChecked();
    expect(screen.getByLabelText(invoiceCopy.unitName)).toHaveValue('');
    expect(screen.getByLabelText(invoiceCopy.email)).toHaveValue('linxiaoyu@example.com');

    await user.click(screen.getByRole('combobox', { name: invoiceCopy.savedInvoices }));
    await user.click(await screen.findByText(/深圳市晓雨贸易有限公司/));
    expect(screen.getByLabelText(invoiceCopy.unitName)).toHaveValue('深圳市晓雨贸易有限公司');
    expect(screen.getByLabelText(invoiceCopy.taxpayerNumber)).toHaveValue('91440300MA5F8Q2X1K');
  });
});
