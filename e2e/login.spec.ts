import {
  expect,
  logInThroughForm,
  MEMBER,
  PASSWORD,
  passwordLoginForm,
  test,
  ZERO_BALANCE_MEMBER,
} from './fixtures';
import { DEPLOYED_PROJECT } from './deployed-origins';

test(
  'password login shows the banner for 3 s, greets the member and lands on /home',
  { tag: '@deployed' },
  async ({ page }) => {
    await page.goto('/login');
    const form = passwordLoginForm(page);
    await form.getByLabel('手机号').fill(MEMBER);
    await form.getByLabel('密码').fill(PASSWORD);
    await form.getByRole('button', { name: '登录', exact: true }).click();

    await expect(page).toHaveURL(/\/home$/);
    const banner = page.getByText('登录成功，加载中...');
    await expect(banner).toBeVisible();
    await expect(page.getByRole('link', { name: /您好，林美女/ })).toBeVisible();
    await expect(banner).toBeHidden({ timeout: 5_000 });
  },
);

test('a wrong password is explained and keeps what was typed', async ({ page }) => {
  await page.goto('/login');
  const form = passwordLoginForm(page);
  await form.getByLabel('手机号').fill(MEMBER);
  await form.getByLabel('密码').fill('wrong-password');
  await form.getByRole('button', { name: '登录', exact: true }).click();

  await expect(page.getByText('手机号或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(form.getByLabel('手机号')).toHaveValue(MEMBER);
  await expect(form.getByLabel('密码')).toHaveValue('wrong-password');
});

test(
  '/login fetches the code of /home while the member types, not before',
  {
    tag: '@deployed',
  },
  async ({ page }) => {
    test.skip(
      test.info().project.name !== DEPLOYED_PROJECT,
      'a mock build preloads the mock backend, which shares code with /home',
    );
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/login');
    const form = passwordLoginForm(page);
    await expect(form.getByLabel('手机号')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // the chunk group of /home (vite.config.ts)
    const homeCode = (paths: string[]) => paths.filter((path) => /\/assets\/home-/.test(path));
    expect(homeCode(scripts), 'the code of /home before any intent').toEqual([]);

    await form.getByLabel('手机号').pressSequentially(MEMBER);
    await expect.poll(() => homeCode(scripts).length).toBeGreaterThan(0);
    await form.getByLabel('密码').fill(PASSWORD);
    const loaded = scripts.length;
    await form.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('link', { name: /您好，林美女/ })).toBeVisible();
    expect(homeCode(scripts.slice(loaded)), 'the code of /home fetched again after login').toEqual(
      [],
    );
  },
);

test(
  '/login arrives with its form drawn, and the app takes its place',
  {
    tag: '@deployed',
  },
  async ({ page }) => {
    test.skip(test.info().project.name !== DEPLOYED_PROJECT, 'nginx serves the prerendered page');
    const served = await (await page.request.get('/login')).text();
    expect(served).toContain('id="prerendered-login" inert');
    expect(served).toContain('会员登录');

    await page.goto('/login');
    const form = passwordLoginForm(page);
    await form.getByLabel('手机号').fill(MEMBER);
    await expect(page.locator('#prerendered-login')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '会员登录' })).toHaveCount(1);
    await expect(form.getByLabel('手机号')).toHaveValue(MEMBER);
  },
);

test('SMS code login with the resend countdown', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: '验证码登录' }).click();
  const panel = page.getByRole('tabpanel', { name: '验证码登录' });
  await panel.getByLabel('手机号').fill(ZERO_BALANCE_MEMBER);
  await panel.getByRole('button', { name: '获取验证码' }).click();
  await expect(panel.getByRole('button', { name: /\d+ 秒后重新获取/ })).toBeDisabled();
  await panel.getByLabel('验证码').fill('123456');
  await panel.getByRole('button', { name: '登录', exact: true }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('link', { name: /您好，.叔叔/ })).toBeVisible();
});

test('logout ends the session and member pages send back to /login', async ({ page }) => {
  await logInThroughForm(page);
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/login(\?redirect=%2F\S+)?$/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

  await page.goto('/member/member_center', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/login(\?redirect=%2F\S+)?$/);
});
