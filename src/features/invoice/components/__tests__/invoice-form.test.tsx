import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { commonCopy, invoiceCopy } from '@/copy';
import { mockApi } from '@tests/mock-backend';
import { logInAs, SEEDED_MEMBER } from '@tests/render-app';
import { renderWithProviders } from '@tests/render';
import { invoiceEndpoints } from '@/features/invoice/api/invoice-endpoints';
import { useSessionStore } from '@/stores/session-store';
import type { InvoiceInformation } from '../../api/invoice-schemas';
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

describe('InvoiceForm', () => {
  it('follows the type and title rules and fills from a saved profile', async () => {
    await logInAs(SEEDED_MEMBER);
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

  it('shows a failed load of the saved profiles inline with 重试, then the profiles', async () => {
    await logInAs(SEEDED_MEMBER);
    mockApi.failNext(invoiceEndpoints.savedInvoices, { network: true });
    const user = userEvent.setup();
    renderWithProviders(<Harness onValue={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: '开发票' }));

    expect(await screen.findByText(new RegExp(commonCopy.loadFailed))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(
      await screen.findByRole('combobox', { name: invoiceCopy.savedInvoices }),
    ).toBeInTheDocument();
  });

  it.each([
    ['null', null],
    ['a string', 'oops'],
    ['rows without an id', [{ unitName: '无编号' }]],
  ])('hides the saved profiles for %s, never crashing the form', async (_, resultData) => {
    await logInAs(SEEDED_MEMBER);
    mockApi.failNext(invoiceEndpoints.savedInvoices, { resultData });
    const user = userEvent.setup();
    renderWithProviders(<Harness onValue={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: '开发票' }));
    expect(await screen.findByLabelText(invoiceCopy.userName)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: invoiceCopy.savedInvoices })).toBeNull();
  });
});
