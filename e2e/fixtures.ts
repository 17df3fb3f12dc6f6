import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEPLOYED_API_ORIGIN, DEPLOYED_PROJECT } from './deployed-origins';

/** True in the journeys of the real-API build behind nginx, whose mock answers over HTTP. */
const onDeployedBuild = () => base.info().project.name === DEPLOYED_PROJECT;

/**
 * Playwright's test, where a journey also fails when any of its pages (new tabs included)
 * throws an uncaught exception, even if the screen looked right. On the deployed build it also
 * fails on any Content-Security-Policy violation and any console error, and starts from the
 * mock's seed (the HTTP mock API is shared by the journeys, one at a time).
 */
export const test = base.extend({
  page: async ({ page, context }, use) => {
    const deployed = onDeployedBuild();
    const uncaught: string[] = [];
    const consoleErrors: string[] = [];
    const violations: string[] = [];
    const watch = (watched: Page) => {
      watched.on('pageerror', (error) => uncaught.push(`${watched.url()}: ${error.message}`));
      if (deployed) {
        watched.on('console', (message) => {
          if (message.type() === 'error') consoleErrors.push(`${watched.url()}: ${message.text()}`);
        });
      }
    };
    watch(page);
    context.on('page', watch);
    if (deployed) {
      await context.exposeBinding('__reportCspViolation', (_source, violation: string) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation(text: string): void })
            .__reportCspViolation;
          report(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ${event.sample} at ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      await httpSeam(context.request, 'POST', 'reset');
    }
    await use(page);
    expect(uncaught, 'uncaught exceptions in the page').toEqual([]);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
    expect(consoleErrors, 'console errors').toEqual([]);
  },
});

export { expect };

export const PASSWORD = '123456';
export const MEMBER = '13800000001';
export const ZERO_BALANCE_MEMBER = '13800000002';
export const SESSION_EXPIRED = { errorCode: '000403', errorMessage: '登录已失效，请重新登录' };

/** With `after: true` the server processes the call, then the reply is lost, late or replaced. */
type FailureAnswer = (
  | { errorCode: string; errorMessage: string }
  | { httpStatus: number }
  | { network: true }
  | { delayMs: number }
  | { resultData: unknown }
) & { after?: boolean };

interface MockApi {
  reset(): void;
  failNext(method: string, path: string, answer: FailureAnswer, times?: number): void;
  snapshot(): MockSnapshot;
  auditRecharges(decision?: 'PASS' | 'REFUSE'): unknown;
  auditWithdrawals(decision?: 'PASS' | 'REFUSE'): unknown;
  auditCertifications(decision: 'PASS' | 'REFUSE', reason?: string): unknown;
  completeOnlinePayment(method: 'wx' | 'zfb'): unknown;
  auditDistribution(decision: 'PASS' | 'REFUSE', reason?: string): unknown;
}

interface SnapshotOrder {
  orderId: number;
  payCode: string;
  userId: number;
  status: string;
  price: number;
  reserved: boolean;
  invoiceInformation: Record<string, unknown> | null;
}

/** The parts of __mockApi.snapshot() the journeys read. */
export interface MockSnapshot {
  users: { userId: number; phone: string; balance: number }[];
  carts: { userId: number; userShoppingCartId: number }[];
  orders: SnapshotOrder[];
  recharges: { userId: number; type: number; orderId: number | null; auditStatus: string }[];
  addresses: { userId: number; userName: string; communityId: number }[];
}

declare global {
  interface Window {
    __mockApi?: MockApi;
  }
}

/** A call of the HTTP mock API's test seam (POST /__mock/reset and the like); its JSON answer. */
async function httpSeam(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  name: string,
  data?: object,
): Promise<unknown> {
  const response = await request.fetch(`${DEPLOYED_API_ORIGIN}/__mock/${name}`, { method, data });
  if (!response.ok())
    throw new Error(`__mock/${name}: ${response.status()} ${await response.text()}`);
  const text = await response.text();
  return text ? JSON.parse(text) : null;
}

/**
 * The mock backend's test seam: window.__mockApi of the page's current document in the mock
 * build, the HTTP mock API's /__mock/ calls on the deployed build.
 */
export const mockApi = {
  async snapshot(page: Page): Promise<MockSnapshot> {
    if (onDeployedBuild()) return (await httpSeam(page.request, 'GET', 'snapshot')) as MockSnapshot;
    await page.waitForFunction(() => Boolean(window.__mockApi));
    return page.evaluate(() => {
      const snapshot = window.__mockApi?.snapshot();
      if (!snapshot) throw new Error('the mock backend is not running');
      return snapshot;
    });
  },
  async auditRecharges(page: Page) {
    if (onDeployedBuild()) {
      await httpSeam(page.request, 'POST', 'auditRecharges', { decision: 'PASS' });
      return;
    }
    await page.evaluate(() => window.__mockApi?.auditRecharges('PASS'));
  },
  /** The platform's audit of every withdrawal request under audit. */
  async auditWithdrawals(page: Page, decision: 'PASS' | 'REFUSE') {
    if (onDeployedBuild()) {
      await httpSeam(page.request, 'POST', 'auditWithdrawals', { decision });
      return;
    }
    await page.evaluate((choice) => window.__mockApi?.auditWithdrawals(choice), decision);
  },
  /** The platform's audit of every certification and supplied good under audit. */
  async auditCertifications(page: Page, decision: 'PASS' | 'REFUSE', reason?: string) {
    if (onDeployedBuild()) {
      await httpSeam(page.request, 'POST', 'auditCertifications', { decision, reason });
      return;
    }
    await page.evaluate(({ choice, why }) => window.__mockApi?.auditCertifications(choice, why), {
      choice: decision,
      why: reason,
    });
  },
  /** The platform's decision on every distribution request not yet decided. */
  async auditDistribution(page: Page, decision: 'PASS' | 'REFUSE') {
    if (onDeployedBuild()) {
      await httpSeam(page.request, 'POST', 'auditDistribution', { decision });
      return;
    }
    await page.evaluate((choice) => window.__mockApi?.auditDistribution(choice), decision);
  },
  /** As WeChat's or Alipay's callback would: the member's newest unpaid top-up is paid. */
  async completeOnlinePayment(page: Page, method: 'wx' | 'zfb') {
    if (onDeployedBuild()) {
      await httpSeam(page.request, 'POST', 'completeOnlinePayment', { method });
      return;
    }
    await page.evaluate((payMethod) => window.__mockApi?.completeOnlinePayment(payMethod), method);
  },
  async failNext(page: Page, method: string, path: string, answer: FailureAnswer, times = 1) {
    if (onDeployedBuild()) {
      await httpSeam(page.request, 'POST', 'failNext', { method, path, answer, times });
      return;
    }
    await page.waitForFunction(() => Boolean(window.__mockApi));
    await page.evaluate(
      ({ method, path, answer, times }) => window.__mockApi?.failNext(method, path, answer, times),
      { method, path, answer, times },
    );
  },
};

/** The balance figure of the member centre (its trend chart's table lists amounts too). */
export const memberCentreBalance = (page: Page) =>
  page.locator('.ant-statistic', { hasText: '账户余额' });

/** Opens a member screen the way a member does: from the member centre's side menu. */
export async function openFromMemberMenu(page: Page, label: string, route: string) {
  await page.goto('/member/member_center');
  await page
    .getByRole('navigation', { name: '会员中心' })
    .getByRole('link', { name: label })
    .click();
  await expect(page).toHaveURL(new RegExp(`/member/${route}$`));
}

export const passwordLoginForm = (page: Page) => page.getByRole('tabpanel', { name: '密码登录' });

/**
 * Logs in and waits until /home has made its calls, so that failures queued next are met by
 * the calls a test triggers, not by the first load's late ones.
 */
export async function logInAndSettle(page: Page, phone = MEMBER) {
  await logIn(page, phone);
  await page.waitForLoadState('networkidle');
}

export async function logIn(page: Page, phone = MEMBER) {
  await page.goto('/login');
  const form = passwordLoginForm(page);
  await form.getByLabel('手机号').fill(phone);
  await form.getByLabel('密码').fill(PASSWORD);
  await form.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Records every URL the app shows, including history.pushState/replaceState changes. */
export async function recordVisitedPaths(page: Page) {
  await page.addInitScript(() => {
    const visited: string[] = [location.pathname];
    (window as unknown as { __visited: string[] }).__visited = visited;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (state: unknown, title: string, url?: string | URL | null) => {
        original(state, title, url);
        visited.push(location.pathname);
      };
    }
  });
  return () => page.evaluate(() => (window as unknown as { __visited: string[] }).__visited);
}
