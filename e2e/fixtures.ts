import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { wirePath, type Endpoint } from '@/lib/endpoint';
import { failureRoute, type FailureTarget } from '@/mocks/db/failures';
import type { FailureAnswer } from '@/mocks/db/types';
import { DEPLOYED_API_ORIGIN, DEPLOYED_PROJECT } from './deployed-origins';

/** True in the journeys of the real-API build behind nginx, whose mock answers over HTTP. */
const onDeployedBuild = () => base.info().project.name === DEPLOYED_PROJECT;

/** The origin of the app the journey runs on. */
const appOrigin = () => new URL(base.info().project.use.baseURL ?? '').origin;

/** The page the seam's calls open in a tab that has opened nothing yet (see seamOf). */
const SEAM_PAGE = '/login#seam';

/**
 * What the Content-Security-Policy refuses in the pages of `target` (a tab, or every tab of a
 * context), gathered from the pages' own event. A policy in report-only mode (Trusted Types,
 * deploy/nginx) is left out: it reports to the report service and blocks nothing.
 */
export async function watchPolicyViolations(target: Page | BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await target.exposeBinding('__reportCspViolation', (_source, violation: string) => {
    violations.push(violation);
  });
  await target.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.disposition === 'report') return;
      const report = (window as unknown as { __reportCspViolation(text: string): void })
        .__reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ${event.sample} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

/** Chromium's console line for what a report-only policy would have refused. */
const REPORT_ONLY_PREFIX = '[Report Only] ';

/**
 * Playwright's test, where a journey also fails when any of its pages (new tabs included)
 * throws an uncaught exception, even if the screen looked right. On the deployed build it also
 * fails on any Content-Security-Policy violation and any console error (a report-only
 * policy's findings aside), and starts from the mock's seed (the HTTP mock API is shared by
 * the journeys, one at a time).
 */
export const test = base.extend({
  page: async ({ page, context }, use) => {
    const deployed = onDeployedBuild();
    const uncaught: string[] = [];
    const consoleErrors: string[] = [];
    let violations: string[] = [];
    const watch = (watched: Page) => {
      watched.on('pageerror', (error) => {
        uncaught.push(`${watched.url()}: ${error.message}`);
      });
      if (deployed) {
        watched.on('console', (message) => {
          if (message.type() === 'error' && !message.text().startsWith(REPORT_ONLY_PREFIX)) {
            consoleErrors.push(`${watched.url()}: ${message.text()}`);
          }
        });
      }
    };
    watch(page);
    context.on('page', watch);
    if (deployed) {
      violations = await watchPolicyViolations(context);
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

interface MockApi {
  reset(): void;
  failNext(method: string, path: string, answer: FailureAnswer, times?: number): void;
  snapshot(): MockSnapshot;
  auditRecharges(decision?: 'PASS' | 'REFUSE'): unknown;
  auditWithdrawals(decision?: 'PASS' | 'REFUSE'): unknown;
  auditCertifications(decision: 'PASS' | 'REFUSE', reason?: string): unknown;
  completeOnlinePayment(method: 'wx' | 'zfb'): unknown;
  auditDistribution(decision: 'PASS' | 'REFUSE', reason?: string): unknown;
  auditContracts(decision: 'PASS' | 'REFUSE', reason?: string): unknown;
  seedStatement(count: number): void;
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
  /** the failures queued by failNext and not met yet */
  failures: { method: string; path: string; remaining: number }[];
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

/** The OpenAPI document's paths, as far as operationIds go: path, then lower-case method. */
type OpenApiPaths = Partial<Record<string, Partial<Record<string, { operationId: string }>>>>;
let contractPaths: Promise<OpenApiPaths> | undefined;

/** The operationId the contract the HTTP mock API serves (GET /openapi.json) gives an endpoint. */
async function operationIdOf(request: APIRequestContext, endpoint: Endpoint): Promise<string> {
  contractPaths ??= request.get(`${DEPLOYED_API_ORIGIN}/openapi.json`).then(async (response) => {
    if (!response.ok())
      throw new Error(`/openapi.json: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as { paths: OpenApiPaths }).paths;
  });
  const path = wirePath(endpoint);
  const operationId = (await contractPaths)[path]?.[endpoint.method.toLowerCase()]?.operationId;
  if (!operationId) throw new Error(`the API contract has no ${endpoint.method} ${path}`);
  return operationId;
}

/** How long the app may take to start its mock backend, on a busy machine. */
const SEAM_START_MS = 30_000;

/**
 * The page whose window.__mockApi the seam's calls use: the journey's page, or /login (which stays
 * logged out for logIn) in a tab that has opened nothing yet. The app puts the seam on window
 * once its mock backend is in control of the page, before anything renders, so a call made
 * through it is in force for every request sent after it returns; on a page that is not the
 * app's, or where the seam never appears, the call fails at once with the reason.
 */
async function seamOf(page: Page): Promise<Page> {
  if (page.url() === 'about:blank') await page.goto(SEAM_PAGE);
  if (new URL(page.url()).origin !== appOrigin()) {
    throw new Error(`the mock's seam is on the app's pages (${appOrigin()}), not on ${page.url()}`);
  }
  await page
    .waitForFunction(() => Boolean(window.__mockApi), undefined, { timeout: SEAM_START_MS })
    .catch(() => {
      throw new Error(`the app at ${page.url()} did not start its mock backend (no __mockApi)`);
    });
  return page;
}

type SeamCall = Exclude<keyof MockApi, 'reset'>;

/** One call of window.__mockApi in the app's page, with its JSON answer. */
async function inPage<Name extends SeamCall>(
  page: Page,
  name: Name,
  ...args: Parameters<MockApi[Name]>
): Promise<ReturnType<MockApi[Name]>> {
  const seam = await seamOf(page);
  return seam.evaluate(
    ({ call, callArgs }) => {
      const api = window.__mockApi as unknown as Record<string, (...values: unknown[]) => unknown>;
      return api[call](...callArgs);
    },
    { call: name as string, callArgs: args as unknown[] },
  ) as Promise<ReturnType<MockApi[Name]>>;
}

/**
 * The mock backend's test seam: window.__mockApi of the app's page in the mock build, the HTTP
 * mock API's /__mock/ calls on the deployed build. Each call returns once it is in force.
 */
export const mockApi = {
  async snapshot(page: Page): Promise<MockSnapshot> {
    if (onDeployedBuild()) return (await httpSeam(page.request, 'GET', 'snapshot')) as MockSnapshot;
    return inPage(page, 'snapshot');
  },
  async auditRecharges(page: Page) {
    if (onDeployedBuild()) {
      await httpSeam(page.request, 'POST', 'auditRecharges', { decision: 'PASS' });
      return;
    }
    await inPage(page, 'auditRecharges', 'PASS');
  },
  /** The platform's audit of every withdrawal request under audit. */
  async auditWithdrawals(page: Page, decision: 'PASS' | 'REFUSE') {
    if (onDeployedBuild()) {
      await httpSeam(page.request, 'POST', 'auditWithdrawals', { decision });
      return;
    }
    await inPage(page, 'auditWithdrawals', decision);
  },
  /** The platform's audit of every certification and supplied good under audit. */
  async auditCertifications(page: Page, decision: 'PASS' | 'REFUSE', reason?: string) {
    if (onDeployedBuild()) {
      await httpSeam(page.request, 'POST', 'auditCertifications', { decision, reason });
      return;
    }
    await inPage(page, 'auditCertifications', decision, reason);
  },
  /** The platform's decision on every contract request under review. */
  async auditContracts(page: Page, decision: 'PASS' | 'REFUSE', reason?: string) {
    if (onDeployedBuild()) {
      await httpSeam(page.request, 'POST', 'auditContracts', { decision, reason });
      return;
    }
    await inPage(page, 'auditContracts', decision, reason);
  },
  /** The platform's decision on every distribution request not yet decided. */
  async auditDistribution(page: Page, decision: 'PASS' | 'REFUSE') {
    if (onDeployedBuild()) {
      await httpSeam(page.request, 'POST', 'auditDistribution', { decision });
      return;
    }
    await inPage(page, 'auditDistribution', decision);
  },
  /** `count` more statement lines, money in and out in turn, for the logged-in member. */
  async seedStatement(page: Page, count: number) {
    if (onDeployedBuild()) {
      await httpSeam(page.request, 'POST', 'seedStatement', { count });
      return;
    }
    await inPage(page, 'seedStatement', count);
  },
  /** As WeChat's or Alipay's callback would: the member's newest unpaid top-up is paid. */
  async completeOnlinePayment(page: Page, method: 'wx' | 'zfb') {
    if (onDeployedBuild()) {
      await httpSeam(page.request, 'POST', 'completeOnlinePayment', { method });
      return;
    }
    await inPage(page, 'completeOnlinePayment', method);
  },
  /**
   * The next `times` calls of an endpoint (or, with `{ endpoint, params }`, of one path of it)
   * answer with `answer`: named by its operationId on the deployed build, by its method and path
   * in the page, which cannot be handed the declaration itself.
   */
  async failNext(page: Page, target: FailureTarget, answer: FailureAnswer, times = 1) {
    if (onDeployedBuild()) {
      const { endpoint, params } = 'endpoint' in target ? target : { endpoint: target };
      const operationId = await operationIdOf(page.request, endpoint);
      await httpSeam(page.request, 'POST', 'failNext', { operationId, params, answer, times });
      return;
    }
    const { method, path } = failureRoute(target);
    await inPage(page, 'failNext', method, path, answer, times);
  },
};

/** The balance figure of the member centre (its trend chart's table lists amounts too). */
export const memberCentreBalance = (page: Page) =>
  page.locator('.ant-statistic', { hasText: '账户余额' });

/** The member area's side menu. */
export const memberMenu = (page: Page) => page.getByRole('navigation', { name: '会员中心' });

/**
 * Opens a member screen the way a member does: from the member centre's side menu, whose
 * groups fold, by its search box.
 */
export async function openFromMemberMenu(page: Page, label: string, route: string) {
  await page.goto('/member/member_center');
  const menu = memberMenu(page);
  await menu.getByRole('searchbox', { name: '搜索菜单' }).fill(label);
  await menu.getByRole('link', { name: label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/member/${route}$`));
}

/** The day `days` from today (before it when negative), YYYY-MM-DD in local time. */
export function dayFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * Starts the tab logged in as `phone` on a database seeded on 20 June 2024, the day the seed
 * files were written as today (src/mocks/db/seed-time.ts), so that its rows carry the dates
 * written there; the tab's clock then runs from `opened` (noon, local time). The login goes
 * through the form, since the saved logins hold a database seeded today.
 */
export async function logInOnWrittenDay(page: Page, opened: string, phone = MEMBER) {
  await page.clock.install({ time: new Date('2024-06-20T12:00:00') });
  await logInThroughForm(page, phone);
  await page.clock.setSystemTime(new Date(`${opened}T12:00:00`));
}

export const passwordLoginForm = (page: Page) => page.getByRole('tabpanel', { name: '密码登录' });

/** Logs in through the password form of /login, as a member does, and lands on /home. */
export async function logInThroughForm(page: Page, phone = MEMBER) {
  await page.goto('/login');
  const form = passwordLoginForm(page);
  await form.getByLabel('手机号').fill(phone);
  await form.getByLabel('密码').fill(PASSWORD);
  await form.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Where the app keeps its session (SESSION_STORAGE_KEY of src/config/constants.ts). */
const SESSION_KEY = 'member-session';

/** What the browser holds once an account has logged in through the form, on the mock build. */
interface SavedLogin {
  /** cookies and localStorage, where the mock keeps its database, the new session included */
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  /** the app's sessionStorage entry, which storageState leaves out */
  session: string;
}

/** Where the logins project (logins.setup.ts) leaves an account's SavedLogin. */
const savedLoginFile = (phone: string) =>
  join(base.info().project.outputDir, 'logins', `${phone}.json`);

/** Keeps what the browser holds after logInThroughForm, for logIn of the journeys to come. */
export async function saveLogin(page: Page, phone: string) {
  const session = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY);
  if (!session) throw new Error(`${phone} has no session to keep`);
  const saved: SavedLogin = { storageState: await page.context().storageState(), session };
  const file = savedLoginFile(phone);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(saved));
}

/** The session the app would keep after `phone` logged in, from one call to the HTTP mock. */
async function logInOverHttp(request: APIRequestContext, phone: string): Promise<string> {
  // AUTH_PATHS.passwordLogin, answered in the envelope every call of the API has
  const response = await request.post(`${DEPLOYED_API_ORIGIN}/v1/front/ologin`, {
    data: { phone, password: PASSWORD },
  });
  const envelope = (await response.json()) as {
    resultStatus: boolean;
    resultData: { accessToken: string; userInfo: unknown } | null;
    errorMessage: string | null;
  };
  if (!envelope.resultStatus || !envelope.resultData) {
    throw new Error(`login of ${phone}: ${response.status()} ${envelope.errorMessage}`);
  }
  const { accessToken, userInfo } = envelope.resultData;
  // as zustand's persist writes the session store (src/stores/session-store.ts)
  return JSON.stringify({ state: { token: accessToken, user: userInfo }, version: 0 });
}

/** What a tab holds once `phone` has logged in: the session, and on the mock build its database. */
async function loginToRestore(page: Page, phone: string) {
  if (onDeployedBuild()) {
    return { session: await logInOverHttp(page.request, phone), localItems: [] };
  }
  const saved = JSON.parse(await readFile(savedLoginFile(phone), 'utf8')) as SavedLogin;
  const { cookies, origins } = saved.storageState;
  await page.context().addCookies(cookies);
  const localItems = origins.find((origin) => origin.origin === appOrigin())?.localStorage ?? [];
  return { session: saved.session, localItems };
}

/** Where a tab logged in by logIn keeps how far its restoring went (the app clears sessionStorage). */
const RESTORED_KEY = 'e2e-login-restored';

/**
 * Starts the tab logged in as `phone` without the login form, which login.spec.ts covers: on
 * the mock build with what the browser held after that account's login through the form
 * (logins.setup.ts), the mock's database included; on the deployed build, whose HTTP mock
 * forgets its sessions before each journey, with one login call to it.
 *
 * A new tab opens nothing: the first page the journey opens starts logged in, written before
 * the app starts. The /login the seam's calls open first (seamOf) stays logged out as far
 * as that page knows: it makes no calls, so failures queued there meet the calls of the page
 * the journey opens next. A tab already on a page is restored in place. Everything is written
 * once, so a logout later stays one.
 */
export async function logIn(page: Page, phone = MEMBER) {
  const { session, localItems } = await loginToRestore(page, phone);
  const restore = { items: localItems, key: SESSION_KEY, value: session, mark: RESTORED_KEY };
  if (page.url() === 'about:blank') {
    await page.addInitScript(
      ({ origin, seamPage, items, key, value, mark }) => {
        if (window !== window.top || location.origin !== origin) return;
        const restored = localStorage.getItem(mark);
        if (restored === 'session') return;
        if (restored === null)
          for (const item of items) localStorage.setItem(item.name, item.value);
        if (`${location.pathname}${location.hash}` === seamPage) {
          localStorage.setItem(mark, 'database');
          return;
        }
        sessionStorage.setItem(key, value);
        localStorage.setItem(mark, 'session');
      },
      { ...restore, origin: appOrigin(), seamPage: SEAM_PAGE },
    );
    return;
  }
  await page.goto('/login');
  await page.evaluate(({ items, key, value }) => {
    for (const item of items) localStorage.setItem(item.name, item.value);
    sessionStorage.setItem(key, value);
  }, restore);
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
