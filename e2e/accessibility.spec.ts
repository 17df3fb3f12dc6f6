import axe from 'axe-core';
import type { Locator, Page, Request } from '@playwright/test';
import { checkoutEndpoints } from '@/features/checkout/api/checkout-endpoints';
import { ORDER_DIALOG } from './checkout-steps';
import {
  expect,
  logIn,
  memberCentreBalance,
  memberMenu,
  mockApi,
  passwordLoginForm,
  test,
} from './fixtures';

/** WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const REPORTED_IMPACTS = ['serious', 'critical'];
/** What a screen shows while its data or code is on the way. */
const LOADING = '.ant-skeleton, .ant-spin-spinning';

interface Finding {
  screen: string;
  rule: string;
  impact: string;
  targets: string;
  /** axe's words for what failed, such as the two colours and their contrast */
  summary: string;
}

type AxeWindow = Window & { axe?: typeof axe };

/**
 * axe's serious and critical WCAG A and AA violations in the page's document. axe is put into a
 * document once and run there: AxeBuilder of @axe-core/playwright puts it into every frame again
 * on each run and finishes the run in a page of its own, several times the cost of a screen.
 */
async function runAxe(page: Page): Promise<Omit<Finding, 'screen'>[]> {
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) {
    await page.evaluate(axe.source);
  }
  return page.evaluate(
    async ({ tags, impacts }) => {
      const checker = (window as AxeWindow).axe;
      if (!checker) throw new Error('axe is not in the page');
      const { violations } = await checker.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return violations
        .filter((violation) => impacts.includes(violation.impact ?? ''))
        .flatMap((violation) =>
          violation.nodes.map((node) => ({
            rule: violation.id,
            impact: violation.impact ?? '',
            targets: node.target.join(' '),
            summary: [...node.any, ...node.all, ...node.none][0]?.message ?? '',
          })),
        );
    },
    { tags: WCAG_TAGS, impacts: REPORTED_IMPACTS },
  );
}

/** Every finding, one line per rule and element, with the screens it was seen on. */
function describeFindings(findings: Finding[]): string {
  const screensOf = new Map<string, string[]>();
  for (const { screen, rule, impact, targets, summary } of findings) {
    const key = `${rule} (${impact}) ${targets}: ${summary}`;
    screensOf.set(key, [...(screensOf.get(key) ?? []), screen]);
  }
  return [...screensOf]
    .map(([finding, screens]) => `${finding}\n    on ${screens.join(', ')}`)
    .join('\n');
}

/** How many calls to the API the page is still waiting for. */
function watchApiCalls(page: Page) {
  const pending = new Set<Request>();
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/v1/');
  page.on('request', (request) => {
    if (isApi(request)) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => pending.size;
}

const endsWith = (href: string) => new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * A walk through the app that runs axe on each screen once it shows its data (no call to the
 * API outstanding, no skeleton or spinner left) and fails at the end with every finding.
 */
function axeWalk(page: Page) {
  const findings: Finding[] = [];
  const pendingCalls = watchApiCalls(page);

  /** axe on the screen as it stands; `state` names what is open on top of it. */
  const check = async (state?: string) => {
    await expect
      .poll(async () => pendingCalls() + (await page.locator(LOADING).count()), {
        message: 'the screen is still loading',
        intervals: [50],
      })
      .toBe(0);
    const url = new URL(page.url());
    const screen = `${url.pathname}${url.search}${state ? ` [${state}]` : ''}`;
    findings.push(...(await runAxe(page)).map((found) => ({ screen, ...found })));
  };

  /**
   * Clicks a link (or a control that changes the URL) and checks the screen it leads to, once
   * `shown`, which only that screen has, says the route has changed.
   */
  const visit = async (control: Locator, url: RegExp, shown: Locator) => {
    await control.click();
    await page.waitForURL(url);
    await expect(shown).toBeVisible();
    await check();
  };

  const expectNoFindings = () => {
    expect(
      findings.length,
      `serious or critical axe violations:\n${describeFindings(findings)}`,
    ).toBe(0);
  };

  return { check, visit, expectNoFindings };
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

// dozens of screens (and the ten medical categories' shared one) on a shared 2-core machine
test.describe.configure({ timeout: 180_000 });

test('the login, portal, shop and division screens and the order and recharge dialogs pass axe', async ({
  page,
}) => {
  const { check, visit, expectNoFindings } = axeWalk(page);
  const main = page.getByRole('main');
  const header = page.getByRole('banner');
  const home = header.getByRole('link', { name: '首页', exact: true });

  await page.goto('/agreement?name=user');
  await expect(page.getByRole('heading', { name: '用户协议' })).toBeVisible();
  await check();

  // logIn leaves the tab on /login, which does not know yet that it is logged in
  await logIn(page);
  await expect(passwordLoginForm(page)).toBeVisible();
  await check();
  await visit(
    page.getByRole('button', { name: '没有账号？立即注册' }),
    /mode=register$/,
    page.getByRole('link', { name: '《用户协议》' }),
  );
  await page.getByRole('button', { name: '已有账号？去登录' }).click();
  await visit(
    page.getByRole('button', { name: '忘记密码？' }),
    /mode=password$/,
    page.getByRole('button', { name: '返回登录' }),
  );

  await page.goto('/home');
  await expect(heading(page, '会员服务平台')).toBeVisible();
  await check();

  await visit(
    header.getByRole('link', { name: '公告', exact: true }),
    /\/announcement$/,
    page.getByText(/共 \d+ 条/),
  );
  const news = main.locator('a[href^="/announcement?newId="]').first();
  const newsTitle = (await news.textContent()) ?? '';
  await visit(
    news,
    /\/announcement\?newId=\d+$/,
    page.getByRole('heading', { level: 2, name: newsTitle }),
  );

  const lists = [
    ['/video', '视频中心'],
    ['/family', '会员风采'],
    ['/time', '会员时光'],
  ] as const;
  for (const [list, title] of lists) {
    await home.click();
    await visit(main.locator(`a[href="${list}"]`), endsWith(list), heading(page, title));
  }
  await visit(
    main.locator('a[href^="/time?id="]').first(),
    /\/time\?id=\d+$/,
    page.getByRole('dialog'),
  );
  await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await home.click();
  const doc = page.getByRole('tabpanel').getByRole('link').first();
  await visit(doc, /\/document\/\d+$/, heading(page, (await doc.textContent()) ?? ''));
  const column = main.getByRole('navigation').locator('a[href^="/document_list/"]');
  await visit(column, /\/document_list\/\d+$/, heading(page, (await column.textContent()) ?? ''));

  await visit(
    header.getByRole('link', { name: '商城', exact: true }),
    /\/storage$/,
    heading(page, '商城'),
  );
  await visit(
    main.locator('a[href^="/storage_detail?id="]').first(),
    /\/storage_detail\?id=\d+$/,
    page.getByRole('button', { name: '立即购买' }),
  );
  await visit(
    page.getByRole('navigation', { name: '快捷工具栏' }).getByRole('link', { name: /购物车/ }),
    /\/my_cart$/,
    heading(page, '购物车'),
  );

  await page.getByText('全选').click();
  await page.getByRole('button', { name: '去结算' }).click();
  const order = page.getByRole('dialog', ORDER_DIALOG);
  await expect(order.getByRole('button', { name: '提交订单' })).toBeEnabled();
  await check('请确认订单信息');
  await order.getByRole('button', { name: '提交订单' }).click();
  await expect(order.getByRole('button', { name: '余额支付' })).toBeVisible();
  await check('请确认订单信息, 支付');
  await mockApi.failNext(page, checkoutEndpoints.payByBalance, {
    errorCode: '30232',
    errorMessage: '余额不足',
  });
  await order.getByRole('button', { name: '余额支付' }).click();
  const recharge = page.getByRole('dialog', { name: '充值结算' });
  await expect(recharge.getByText('请扫码支付')).toBeVisible();
  await check('充值结算, 微信');
  await recharge.getByText('银行转账', { exact: true }).click();
  await expect(recharge.getByLabel('付款账户')).toBeVisible();
  await check('充值结算, 银行转账');
  await page.keyboard.press('Escape');
  await expect(recharge).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(order).toBeHidden();

  const subNav = page.getByRole('navigation', { name: '栏目导航' });
  const current = (path: string) => subNav.locator(`a[aria-current="page"][href^="${path}"]`);
  await visit(
    header.getByRole('link', { name: '事业部', exact: true }),
    /\/division\/introduction$/,
    current('/division/introduction'),
  );
  const subPages = await subNav
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const href of subPages) {
    if (href.startsWith('/division/introduction')) continue;
    await visit(subNav.locator(`a[href="${href}"]`), endsWith(href), current(href));
  }

  expectNoFindings();
});

test('the recharge dialog opened without an order, from the member centre, passes axe', async ({
  page,
}) => {
  const { check, expectNoFindings } = axeWalk(page);
  await logIn(page);
  await page.goto('/member/member_center');
  await expect(memberCentreBalance(page)).toBeVisible();
  await page.getByRole('button', { name: '充值', exact: true }).click();
  const recharge = page.getByRole('dialog', { name: '充值结算' });
  await expect(recharge.getByLabel('充值金额')).toBeVisible();
  await check('充值结算, 无订单');
  await recharge.getByLabel('充值金额').fill('100');
  await expect(recharge.getByText('请扫码支付')).toBeVisible();
  await check('充值结算, 无订单, 微信');
  await recharge.getByText('银行转账', { exact: true }).click();
  await expect(recharge.getByLabel('付款账户')).toBeVisible();
  await check('充值结算, 无订单, 银行转账');
  await page.keyboard.press('Escape');
  await expect(recharge).toBeHidden();
  expectNoFindings();
});

test('the quick order dialog, its list and its preview, passes axe', async ({ page }) => {
  const { check, expectNoFindings } = axeWalk(page);
  await logIn(page);
  await page.goto('/my_cart');
  await expect(heading(page, '购物车')).toBeVisible();
  await page.getByRole('button', { name: '批量下单' }).click();
  const dialog = page.getByRole('dialog', { name: '批量下单' });
  const list = dialog.getByRole('textbox', { name: '粘贴商品清单' });
  await expect(list).toBeVisible();
  await check('批量下单');
  await list.fill('59, 2\n罗技, 1\n没有这个商品, 1');
  await dialog.getByRole('button', { name: '识别' }).click();
  await expect(dialog.getByText('共 3 行，可加入购物车 1 行')).toBeVisible();
  await check('批量下单, 识别结果');
  expectNoFindings();
});

test('every screen of the member menu and the bank account dialog pass axe', async ({ page }) => {
  const { check, visit, expectNoFindings } = axeWalk(page);
  await logIn(page);
  await page.goto('/member/member_center');
  await expect(memberCentreBalance(page)).toBeVisible();
  await check();

  // the menu's groups fold: open every one (they stay open from screen to screen)
  const menu = memberMenu(page);
  const folded = menu.getByRole('button', { expanded: false });
  const unfoldAll = async () => {
    while ((await folded.count()) > 0) await folded.first().click();
  };
  await unfoldAll();
  await check('菜单全部展开');

  const entries = menu.getByRole('link');
  const screens = await entries.evaluateAll((links) =>
    links.map((link) => ({ href: link.getAttribute('href') ?? '', label: link.textContent ?? '' })),
  );
  // the seeded member holds every permission code, so the menu lists every screen
  expect(screens.map(({ href }) => href)).toContain('/member/system_log');
  for (const { href, label } of screens) {
    if (href === '/member/member_center') continue;
    await visit(
      entries.and(page.locator(`[href="${href}"]`)),
      endsWith(href),
      heading(page, label),
    );
    if (href === '/member/my_bank') {
      await page.getByRole('button', { name: '新增银行账户' }).click();
      const dialog = page.getByRole('dialog', { name: '新增银行账户' });
      await expect(dialog.getByLabel('开户银行')).toBeVisible();
      await check('新增银行账户');
      await dialog.getByRole('button', { name: '关闭' }).click();
      await expect(dialog).toBeHidden();
    }
    if (href === '/member/consultation') {
      // a medical category screen, which the menu does not list, and its booking dialog
      await visit(
        page.getByRole('link', { name: '进入检测' }),
        /\/member\/test$/,
        heading(page, '检测'),
      );
      await page.getByRole('button', { name: '预约咨询 体检报告解读' }).click();
      const booking = page.getByRole('dialog', { name: '预约体检报告解读' });
      await expect(booking.getByLabel('就诊人')).toBeVisible();
      await check('预约体检报告解读');
      await booking.getByRole('button', { name: '关闭' }).click();
      await expect(booking).toBeHidden();
    }
    if (href === '/member/logistics_tasks') {
      // a task's records and its result's form, which the menu does not list
      await page.goto('/member/record_list/5');
      await expect(page.getByText('操作人：林晓雨').first()).toBeVisible();
      await check();
      await page.goto('/member/task_Submission/9');
      await expect(page.getByRole('textbox', { name: '处理说明' })).toBeVisible();
      await check();
      // a page loaded anew opens only its own group
      await unfoldAll();
    }
  }

  expectNoFindings();
});
