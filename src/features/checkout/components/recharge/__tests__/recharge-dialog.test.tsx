import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bankCopy, paymentCopy, rechargeCopy } from '@/copy';
import { mockApi, mockServer } from '@tests/mock-backend';
import { renderWithProviders } from '@tests/render';
import { rechargeEndpoints } from '@/features/checkout/api/recharge-endpoints';
import { RechargeDialog } from '../recharge-dialog';
import { logInMember } from './test-session';

describe('RechargeDialog', () => {
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
    // without an order there is nothing to pay: 仅充值 only
    expect(
      screen.queryByRole('button', { name: paymentCopy.rechargeAndPay }),
    ).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("checks a new payer account's number like a saved account's, and keeps what was typed", async () => {
    await logInMember();
    const user = userEvent.setup();
    renderWithProviders(<RechargeDialog request={{ amountFen: 10_000 }} onClose={vi.fn()} />);
    await user.click(await screen.findByRole('radio', { name: '银行转账' }));
    await user.click(await screen.findByRole('combobox', { name: rechargeCopy.payerAccount }));
    await user.click(await screen.findByTitle(rechargeCopy.newBank));

    const number = await screen.findByLabelText(rechargeCopy.bankNo);
    await user.type(number, '6222０２１２');
    expect(number).toHaveValue('6222 0212');
    await user.click(screen.getByRole('checkbox', { name: rechargeCopy.noticeAgree }));
    await user.click(screen.getByRole('button', { name: paymentCopy.rechargeOnly }));

    expect(await screen.findByText(bankCopy.numberInvalid)).toBeInTheDocument();
    expect(number).toHaveValue('6222 0212');
    await user.type(number, '1'.repeat(20));
    expect(number).toHaveValue('6222 0212 1111 1111 111');
    expect(mockApi.snapshot().recharges).toHaveLength(0);
  });
});

describe('RechargeDialog online top-ups', () => {
  it('asks WeChat for the amount without the fee, and closes with 充值成功 when it arrives', async () => {
    await logInMember();
    const onClose = vi.fn();
    const onSettled = vi.fn();
    const prices: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/order/wx')) prices.push(url.searchParams.get('price') ?? '');
    });
    renderWithProviders(
      <RechargeDialog request={{ amountFen: 10_000, onSettled }} onClose={onClose} />,
    );
    expect(await screen.findByRole('img', { name: rechargeCopy.qrAlt })).toBeInTheDocument();
    expect(screen.getByText('¥100.60')).toBeInTheDocument();
    expect(prices).toEqual(['10000']);
    expect(onClose).not.toHaveBeenCalled();

    mockApi.completeOnlinePayment('wx');

    expect(await screen.findByText(rechargeCopy.credited)).toBeVisible();
    expect(onSettled).toHaveBeenCalledWith('credited');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('refuses an amount above ¥1,000,000.00 and accepts full-width digits', async () => {
    await logInMember();
    const user = userEvent.setup();
    renderWithProviders(<RechargeDialog request={{}} onClose={vi.fn()} />);
    const amount = await screen.findByLabelText(rechargeCopy.amount);

    await user.type(amount, '1000000000000000000000');
    expect(await screen.findByText(rechargeCopy.amountTooLarge)).toBeInTheDocument();
    expect(screen.getByText(rechargeCopy.qrEnterAmount)).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '１２３');
    await user.tab();
    expect(amount).toHaveValue('123.00');
    expect(await screen.findByRole('img', { name: rechargeCopy.qrAlt })).toBeInTheDocument();
  });

  it('opens the Alipay tab within the click and sends it only to an allowed https host', async () => {
    await logInMember();
    const user = userEvent.setup();
    const tab = { opener: {}, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderWithProviders(<RechargeDialog request={{ amountFen: 5_000 }} onClose={vi.fn()} />);
    await user.click(await screen.findByRole('radio', { name: '支付宝' }));
    await user.click(screen.getByRole('button', { name: rechargeCopy.alipayGo }));

    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await waitFor(() =>
      expect(tab.location.href).toMatch(/^https:\/\/openapi\.alipay\.example\.com\//),
    );
    expect(tab.opener).toBeNull();

    mockApi.failNext(rechargeEndpoints.alipay, { resultData: 'https://pay.evil.example/x' });
    // antd keeps the spent loading icon in the button's name in jsdom, where motion never ends
    await user.click(screen.getByRole('button', { name: new RegExp(rechargeCopy.alipayGo) }));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(await screen.findByText(rechargeCopy.alipayBadUrl)).toBeInTheDocument();
  });

  it('offers a link when the browser blocked the Alipay tab', async () => {
    await logInMember();
    const user = userEvent.setup();
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<RechargeDialog request={{ amountFen: 5_000 }} onClose={vi.fn()} />);
    await user.click(await screen.findByRole('radio', { name: '支付宝' }));
    await user.click(screen.getByRole('button', { name: rechargeCopy.alipayGo }));

    const link = await screen.findByRole('link', { name: rechargeCopy.alipayOpenLink });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\/openapi\.alipay/));
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
