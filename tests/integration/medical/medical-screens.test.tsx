import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  commonCopy,
  consultationStatusCopy,
  enquiryCategoryCopy,
  enquiryCopy,
  medicalCopy,
  navCopy,
  rechargeCopy,
} from '@/copy';
import { memberPath } from '@/config/paths';
import { medicalEndpoints } from '@/features/medical/api/medical-endpoints';
import { bookableDays } from '@/features/medical/utils/booking-form';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER, SEEDED_ZERO_BALANCE_MEMBER } from '@tests/render-app';

const CONSULTATION = memberPath('consultation');
const TEST_CATEGORY = memberPath('test');

const balanceOf = (userId: number) =>
  mockApi.snapshot().users.find((user) => user.userId === userId)?.balance ?? 0;
const consumeLines = (userId: number) =>
  mockApi
    .snapshot()
    .bills.filter((bill) => bill.userId === userId && bill.remark.startsWith('医疗咨询'));

/** Fills the booking form and sends it; resolves once the pay step shows. */
async function bookFirstService(user: ReturnType<typeof userEvent.setup>, serviceName: string) {
  await user.click(await screen.findByRole('button', { name: medicalCopy.bookOf(serviceName) }));
  await user.type(await screen.findByLabelText(medicalCopy.patientName), '林晓雨');
  await user.type(screen.getByLabelText(medicalCopy.phone), '13800000001');
  await user.click(screen.getByRole('combobox', { name: medicalCopy.appointmentDay }));
  const day = bookableDays(new Date())[1] ?? '';
  const options = await screen.findAllByTitle(day);
  await user.click(options[options.length - 1]);
  await user.type(screen.getByLabelText(medicalCopy.descriptionLabel), '体检报告有几项偏高');
  // a double click books once
  await user.dblClick(screen.getByRole('button', { name: medicalCopy.submitBooking }));
  return screen.findByRole('button', { name: medicalCopy.payFromBalance });
}

describe('consultation (医疗服务)', () => {
  it('lists the ten categories, each opening its screen, beside the member’s consultations', async () => {
    const { router } = await renderApp(CONSULTATION, { loggedInAs: SEEDED_MEMBER });
    const categories = await screen.findByRole('region', { name: medicalCopy.categoriesTitle });
    expect(within(categories).getAllByRole('link')).toHaveLength(10);
    expect(within(categories).getByText(medicalCopy.categoryName.remote)).toBeInTheDocument();

    const mine = screen.getByRole('region', { name: medicalCopy.myConsultations });
    expect(await within(mine).findByText('共 12 条')).toBeInTheDocument();
    expect(within(mine).getAllByText(consultationStatusCopy.UNPAID).length).toBeGreaterThan(0);

    await userEvent.click(
      within(categories).getByRole('link', {
        name: medicalCopy.enterCategory(medicalCopy.categoryName.test),
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(TEST_CATEGORY));
    expect(
      await screen.findByRole('heading', { level: 1, name: medicalCopy.categoryName.test }),
    ).toBeInTheDocument();
  });

  it('a failed list shows 加载失败 with 重试, never 暂无咨询记录, then the rows; the second member has none', async () => {
    mockApi.failNext(medicalEndpoints.consultations, { network: true });
    const { unmount } = await renderApp(CONSULTATION, { loggedInAs: SEEDED_MEMBER });
    const mine = await screen.findByRole('region', { name: medicalCopy.myConsultations });
    expect(await within(mine).findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(within(mine).queryByText(medicalCopy.consultationsEmpty)).toBeNull();
    await userEvent.click(within(mine).getByRole('button', { name: commonCopy.retry }));
    expect(await within(mine).findByText('共 12 条')).toBeInTheDocument();
    unmount();

    await renderApp(CONSULTATION, { loggedInAs: SEEDED_ZERO_BALANCE_MEMBER });
    expect(await screen.findByText(medicalCopy.consultationsEmpty)).toBeInTheDocument();
  });

  it('filters by status in the URL and opens a consultation’s detail with the doctor’s reply', async () => {
    const { router } = await renderApp(`${CONSULTATION}?status=DONE`, {
      loggedInAs: SEEDED_MEMBER,
    });
    const mine = await screen.findByRole('region', { name: medicalCopy.myConsultations });
    expect(await within(mine).findByText('共 5 条')).toBeInTheDocument();
    const first = within(mine).getAllByRole('link', { name: /^详情 YL/ })[0];
    await userEvent.click(first);
    expect(router.state.location.search).toMatch(/status=DONE/);
    expect(router.state.location.search).toMatch(/id=\d+/);
    expect(await screen.findByText(medicalCopy.doctorReply)).toBeInTheDocument();
  });
});

describe('a medical category screen', () => {
  it('shows its introduction and its services and goods; a failed list offers 重试', async () => {
    mockApi.failNext(medicalEndpoints.items, { network: true });
    await renderApp(TEST_CATEGORY, { loggedInAs: SEEDED_MEMBER });
    const intro = await screen.findByRole('region', { name: medicalCopy.introTitle });
    expect(within(intro).getByText('体检套餐')).toBeInTheDocument();
    expect(within(intro).getByRole('button', { name: medicalCopy.enquiry })).toBeInTheDocument();

    const items = screen.getByRole('region', { name: medicalCopy.itemsTitle });
    expect(await within(items).findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(within(items).queryByText(medicalCopy.itemsEmpty)).toBeNull();
    await userEvent.click(within(items).getByRole('button', { name: commonCopy.retry }));
    expect(await within(items).findByText('体检报告解读')).toBeInTheDocument();
    expect(
      within(items).getByRole('link', { name: '鱼跃电子血压计上臂式' }).getAttribute('href'),
    ).toBe('/storage_detail?id=11');
  });

  it('searches in the URL; an empty answer says so', async () => {
    const { router } = await renderApp(TEST_CATEGORY, { loggedInAs: SEEDED_MEMBER });
    const items = await screen.findByRole('region', { name: medicalCopy.itemsTitle });
    await within(items).findByText('体检报告解读');
    await userEvent.type(within(items).getByRole('textbox'), '血氧');
    await userEvent.click(within(items).getByRole('button', { name: commonCopy.search }));
    expect(await within(items).findByText('鱼跃指夹式血氧仪')).toBeInTheDocument();
    await waitFor(() => expect(within(items).queryByText('体检报告解读')).toBeNull());
    expect(router.state.location.search).toContain('keyword=');

    mockApi.failNext(medicalEndpoints.items, { resultData: { list: [], total: 0 } });
    await act(() => router.navigate(`${TEST_CATEGORY}?kind=SERVICE`));
    expect(await within(items).findByText(medicalCopy.itemsEmpty)).toBeInTheDocument();
  });

  it('puts a good into the cart once, even on a double click', async () => {
    await renderApp(TEST_CATEGORY, { loggedInAs: SEEDED_MEMBER });
    const add = await screen.findByRole('button', {
      name: medicalCopy.addToCartOf('欧姆龙电子体温计'),
    });
    const cartRows = () => mockApi.snapshot().carts.filter((cart) => cart.userId === 1);
    const before = cartRows().length;
    await userEvent.dblClick(add);
    expect(await screen.findByText(medicalCopy.addedToCart)).toBeInTheDocument();
    expect(cartRows()).toHaveLength(before + 1);
  });

  it('books a consultation and pays its fee once, whatever the clicks: one debit, one statement line', async () => {
    const user = userEvent.setup();
    await renderApp(TEST_CATEGORY, { loggedInAs: SEEDED_MEMBER });
    const before = balanceOf(1);
    const consultations = () => mockApi.snapshot().medical.consultations.length;
    const booked = consultations();
    const pay = await bookFirstService(user, '体检报告解读');
    expect(consultations()).toBe(booked + 1);
    const payable = screen.getByText(medicalCopy.actualPayable).closest('tr') as HTMLElement;
    expect(within(payable).getByText('¥49.00')).toBeInTheDocument();
    await user.dblClick(pay);
    expect(
      await screen.findByText(medicalCopy.paymentSuccess, { selector: '.ant-result-title' }),
    ).toBeInTheDocument();
    expect(balanceOf(1)).toBe(before - 4900);
    expect(consumeLines(1)).toHaveLength(1);
  });

  it('a payment whose answer is lost after the money was taken ends as paid, debited once', async () => {
    const user = userEvent.setup();
    await renderApp(TEST_CATEGORY, { loggedInAs: SEEDED_MEMBER });
    const before = balanceOf(1);
    const pay = await bookFirstService(user, '体检报告解读');
    mockApi.failNext(medicalEndpoints.payOne, { network: true, after: true });
    await user.click(pay);
    expect(
      await screen.findByText(medicalCopy.paymentSuccess, { selector: '.ant-result-title' }),
    ).toBeInTheDocument();
    expect(balanceOf(1)).toBe(before - 4900);
    expect(consumeLines(1)).toHaveLength(1);
  });

  it('says the outcome is unknown while the state cannot be read either, and 重新查询 settles it', async () => {
    const user = userEvent.setup();
    await renderApp(TEST_CATEGORY, { loggedInAs: SEEDED_MEMBER });
    const pay = await bookFirstService(user, '体检报告解读');
    mockApi.failNext(medicalEndpoints.payOne, { network: true, after: true });
    mockApi.failNext(medicalEndpoints.consultation, { network: true });
    await user.click(pay);
    expect(await screen.findByText(medicalCopy.paymentUnknownTitle)).toBeInTheDocument();
    // never paid again blindly: 余额支付 waits for the outcome
    await waitFor(() =>
      expect(screen.getByText(medicalCopy.payFromBalance).closest('button')).toBeDisabled(),
    );
    await user.click(screen.getByRole('button', { name: medicalCopy.checkAgain }));
    expect(
      await screen.findByText(medicalCopy.paymentSuccess, { selector: '.ant-result-title' }),
    ).toBeInTheDocument();
    expect(consumeLines(1)).toHaveLength(1);
  });

  it('opens 充值结算 with what the fee lacks when the balance is short (30232)', async () => {
    const user = userEvent.setup();
    await renderApp(TEST_CATEGORY, { loggedInAs: SEEDED_ZERO_BALANCE_MEMBER });
    const pay = await bookFirstService(user, '体检报告解读');
    await user.click(pay);
    const amount = await screen.findByLabelText(rechargeCopy.amount);
    // the member has ¥0.00: the whole fee is missing
    await waitFor(() => expect(amount).toHaveValue('49.00'));
    const recharge = amount.closest<HTMLElement>('[role="dialog"]');
    expect(within(recharge ?? document.body).getByText('余额不足')).toBeInTheDocument();
    expect(consumeLines(2)).toHaveLength(0);
  });

  it('sends an enquiry to the category that 在线咨询 lists under 医疗服务', async () => {
    await renderApp(TEST_CATEGORY, { loggedInAs: SEEDED_MEMBER });
    await userEvent.click(await screen.findByRole('button', { name: medicalCopy.enquiry }));
    const title = await screen.findByLabelText(enquiryCopy.title);
    expect(title).toHaveValue(medicalCopy.enquiryTitle(medicalCopy.categoryName.test));
    const dialog = title.closest<HTMLElement>('[role="dialog"]') ?? document.body;
    expect(
      within(dialog).getByText(`${enquiryCopy.category}：${enquiryCategoryCopy.MEDICAL}`, {
        exact: false,
      }),
    ).toBeInTheDocument();
  });
});

describe('an unknown member path', () => {
  it('shows 页面不存在 inside the member layout, with the side menu', async () => {
    await renderApp('/member/no-such', { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByText(commonCopy.notFoundTitle)).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: navCopy.menuTitle });
    expect(within(menu).getByRole('searchbox')).toBeInTheDocument();
  });
});
