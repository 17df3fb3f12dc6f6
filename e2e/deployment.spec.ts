import { DEPLOYED_API_ORIGIN, DEPLOYED_PROJECT, DEPLOYED_REPORT_ORIGIN } from './deployed-origins';
import { expect, test } from './fixtures';

test.beforeEach(() => {
  test.skip(test.info().project.name !== DEPLOYED_PROJECT, 'what nginx answers (deploy/nginx)');
});

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

    const missing = await request.get('/assets/missing-0000.js');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root">');
    expect((await request.get('/favicon-missing.png')).status()).toBe(404);
    expect((await request.get('/member/income')).status()).toBe(200);
  },
);
