import { DEPLOYED_PROJECT, DEPLOYED_REPORT_ORIGIN } from './deployed-origins';
import { expect, test, watchPolicyViolations } from './fixtures';

const REPORTS_URL = `${DEPLOYED_REPORT_ORIGIN}/__reports`;

interface SentReport {
  kind: string;
  message: string;
  page: string;
}

interface SentBatch {
  build: string | null;
  reports: SentReport[];
}

test.beforeEach(() => {
  test.skip(
    test.info().project.name !== DEPLOYED_PROJECT,
    'the deployed build is the one made with a report URL',
  );
});

test(
  'a script chunk that fails to load is reported to the report URL the policy allows',
  { tag: '@deployed' },
  // a page of its own: the failed chunk writes console errors on purpose, which the shared
  // page of the fixtures would count as a defect
  async ({ browser, request }) => {
    expect((await request.delete(REPORTS_URL)).ok()).toBe(true);
    const page = await browser.newPage();
    const violations = await watchPolicyViolations(page);
    await page.route(/\/assets\/agreement-route-[\w-]+\.js$/, (route) => route.abort());

    await page.goto('/agreement?name=user');
    // reloaded once, it fails again: the page says so instead of reloading for ever
    await expect(page.getByRole('heading', { name: '页面加载失败' })).toBeVisible();
    const entry = await page.locator('script[type="module"][src]').getAttribute('src');

    const chunkReports = async () => {
      const { batches } = (await (await request.get(REPORTS_URL)).json()) as {
        batches: SentBatch[];
      };
      return batches.flatMap(({ build, reports }) =>
        reports.filter((report) => report.kind === 'chunk').map((report) => ({ build, ...report })),
      );
    };
    await expect.poll(chunkReports, { timeout: 20_000 }).not.toEqual([]);
    const [report] = await chunkReports();
    expect(report).toMatchObject({
      kind: 'chunk',
      page: '/agreement',
      build: entry?.split('/').pop(),
      message: expect.stringMatching(/agreement-route-[\w-]+\.js/),
    });
    expect(JSON.stringify(await chunkReports()), 'no query string').not.toContain('name=user');
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
    await page.close();
  },
);
