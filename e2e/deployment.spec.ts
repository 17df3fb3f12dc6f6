import type { APIResponse } from '@playwright/test';
import { DEPLOYED_API_ORIGIN, DEPLOYED_PROJECT, DEPLOYED_REPORT_ORIGIN } from './deployed-origins';
import { expect, test } from './fixtures';

test.beforeEach(() => {
  test.skip(test.info().project.name !== DEPLOYED_PROJECT, 'what nginx answers (deploy/nginx)');
});

/** The headers every answer carries, nginx's own error pages included. */
function expectSecurityHeaders(answer: APIResponse) {
  const headers = answer.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    // no version
    server: 'nginx',
  });
}

test(
  'pages come with the production headers and a fresh nonce each time',
  { tag: '@deployed' },
  async ({ request }) => {
    const first = await request.get('/home');
    const second = await request.get('/home');
    expect(first.status()).toBe(200);
    expect(first.headers()['content-type']).toContain('text/html');
    const policy = first.headers()['content-security-policy'] ?? '';
    const directive = (name: string) =>
      policy
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('style-src')).toMatch(/^style-src 'self' 'nonce-[0-9a-f]{32}'$/);
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('base-uri')).toBe("base-uri 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    // the stack serves its media from the API's origin ($media_origins)
    expect(directive('connect-src')).toBe(
      `connect-src 'self' ${DEPLOYED_API_ORIGIN} ${DEPLOYED_API_ORIGIN} ${DEPLOYED_REPORT_ORIGIN}`,
    );
    expect(policy).not.toContain('unsafe-eval');
    // violations and Trusted Types' findings go to the report origin of the app's errors
    expect(directive('report-to')).toBe('report-to csp');
    expect(first.headers()['reporting-endpoints']).toBe(
      `csp="${DEPLOYED_REPORT_ORIGIN}/csp-reports"`,
    );
    expect(first.headers()['content-security-policy-report-only']).toBe(
      "require-trusted-types-for 'script'; report-to csp",
    );
    expectSecurityHeaders(first);

    const nonce = /'nonce-([0-9a-f]+)'/.exec(policy)?.[1];
    expect(await first.text()).toContain(`nonce="${nonce}"`);
    expect(second.headers()['content-security-policy']).not.toContain(`nonce-${nonce}`);
    expect(first.headers()).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'cache-control': 'no-cache',
    });
    expect(first.headers().etag).toBeUndefined();
  },
);

test(
  'hashed files are kept for a year and compressed; a missing one is a real 404',
  {
    tag: '@deployed',
  },
  async ({ request }) => {
    const page = await (await request.get('/login')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1] ?? 'no script in the page';
    const asset = await request.get(script, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
    expect(asset.headers()['cross-origin-resource-policy']).toBe('same-origin');

    const missing = await request.get('/assets/missing-0000.js');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root">');
    expect((await request.get('/favicon-missing.png')).status()).toBe(404);
    expect((await request.get('/member/income')).status()).toBe(200);
  },
);

test(
  "a member screen's page announces the member area's code; other pages do not",
  { tag: '@deployed' },
  async ({ request }) => {
    const memberPage = await request.get('/member/withdrawal?page=2');
    expect(memberPage.status()).toBe(200);
    expect(memberPage.headers()['cache-control']).toBe('no-cache');
    const nonce = /'nonce-([0-9a-f]+)'/.exec(
      memberPage.headers()['content-security-policy'] ?? '',
    )?.[1];
    const html = await memberPage.text();
    const announced = (page: string) =>
      [...page.matchAll(/rel="modulepreload" crossorigin href="\/assets\/([a-z-]+)-/g)].map(
        ([, name]) => name,
      );
    expect(announced(html)).toEqual(expect.arrayContaining(['data', 'session', 'member']));
    expect(html).not.toContain('__CSP_NONCE__');
    expect(html).toContain(`nonce="${nonce}"`);

    expect(announced(await (await request.get('/home')).text())).not.toContain('member');
    expect((await request.get('/member/photo.png')).status()).toBe(404);
  },
);

test(
  "nginx's own error pages carry the security headers too",
  { tag: '@deployed' },
  async ({ request }) => {
    const answers = {
      'a missing hashed file': await request.get('/assets/missing-0000.js'),
      'a missing file': await request.get('/favicon-missing.png'),
      'a method a page does not take': await request.post('/login'),
      // refused before nginx chooses a location
      'an address too long': await request.get(`/${'a'.repeat(9000)}`),
    };
    for (const [name, answer] of Object.entries(answers)) {
      await test.step(name, () => {
        expect(answer.status()).toBeGreaterThanOrEqual(400);
        expectSecurityHeaders(answer);
      });
    }
  },
);
