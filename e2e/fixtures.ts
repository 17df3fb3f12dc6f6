import { test as base, expect, type Page } from '@playwright/test';

/**
 * Playwright's test, where a journey also fails when any of its pages (new tabs included)
 * throws an uncaught exception, even if the screen looked right.
 */
export const test = base.extend({
  page: async ({ page, context }, use) => {
    const uncaught: string[] = [];
    const watch = (watched: Page) =>
      watched.on('pageerror', (error) => uncaught.push(`${watched.url()}: ${error.message}`));
    watch(page);
    context.on('page', watch);
    await use(page);
    expect(uncaught, 'uncaught exceptions in the page').toEqual([]);
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
  completeOnlinePayment(method: 'wx' | 'zfb'): unknown;
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

/** The mock backend's test seam (window.__mockApi) of the page's current document. */
export const mockApi = {
  async snapshot(page: Page): Promise<MockSnapshot> {
    await page.waitForFunction(() => Boolean(window.__mockApi));
    return page.evaluate(() => {
      const snapshot = window.__mockApi?.snapshot();
      if (!snapshot) throw new Error('the mock backend is not running');
      return snapshot;
    });
  },
  async auditRecharges(page: Page) {
    await page.evaluate(() => window.__mockApi?.auditRecharges('PASS'));
  },
  /** As WeChat's or Alipay's callback would: the member's newest unpaid top-up is paid. */
  async completeOnlinePayment(page: Page, method: 'wx' | 'zfb') {
    await page.evaluate((payMethod) => window.__mockApi?.completeOnlinePayment(payMethod), method);
  },
  async failNext(page: Page, method: string, path: string, answer: FailureAnswer, times = 1) {
    await page.waitForFunction(() => Boolean(window.__mockApi));
    await page.evaluate(
      ({ method, path, answer, times }) => window.__mockApi?.failNext(method, path, answer, times),
      { method, path, answer, times },
    );
  },
};

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
