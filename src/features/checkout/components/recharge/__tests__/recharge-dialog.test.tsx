import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paymentCopy, rechargeCopy } from '@/copy';
import { mockApi } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { RechargeDialog } from '../recharge-dialog';
import { logInMember } from './test-session';

describe('RechargeDialog', { timeout: 20_000 }, () => {
  it('shows the WeChat fee and QR, and refuses a bank transfer until the notice is read', async () => {
    await logInMember();
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<RechargeDialog request={{ amountFen: 10_000 }} onClose={onClose} />);

    expect(await screen.findByLabelText(rechargeCopy.amount)).toHaveValue('100.00');
    expect(screen.getByText(rechargeCopy.fee('0.6'))).toBeInTheDocument();
    expect(screen.getByText('¥0.60')).toBeInTheDocument();
    expect(screen.getByText('¥100.60')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: rechargeCopy.qrAlt })).toBeInTheDocument();
    expect(screen.getByText(paymentCopy.scanToPay)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '银行转账' }));
    expect(await screen.findByText('4425 0100 0036 0000 1234')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: paymentCopy.rechargeOnly }));
    expect(await screen.findByText(paymentCopy.readTransferNotice)).toBeInTheDocument();
    await waitFor(() => expect(mockApi.snapshot().recharges).toHaveLength(0));
    expect(screen.getByText(paymentCopy.rechargeAndPay).closest('button')).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
