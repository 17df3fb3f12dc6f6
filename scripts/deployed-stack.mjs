#!/usr/bin/env node
// The product as members get it: the real-API build in dist/, served by Debian's nginx with
// deploy/nginx (strict CSP, caching, compression), calling the HTTP mock API on another origin
// and sending its error reports to the mock's /__reports.
// Usage: node scripts/deployed-stack.mjs [--app-port 4200] [--api-port 4180] [--out-dir D]
// runs until stopped; the measuring scripts and Playwright start it the same way.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { waitForServer } from './measure-tools.mjs';

const ROOT = resolve(import.meta.dirname, '..');
/** The mock's stand-in for Alipay's cashier host (see vite.config.ts). */
const ALIPAY_STAND_IN = 'openapi.alipay.example.com';
/** Debian's brotli modules: on the fly, and the build's own .br files (deploy/nginx/brotli.conf). */
const BROTLI_MODULES = ['filter', 'static'].map(
  (kind) => `/usr/lib/nginx/modules/ngx_http_brotli_${kind}_module.so`,
);

/**
 * Where the deployed build sends its error reports: the HTTP mock API's /__reports, named by
 * another host (localhost, not 127.0.0.1), so that the report URL is an origin of its own that
 * the Content-Security-Policy must allow, as a report service of its own would be.
 */
export const reportOriginOf = (apiPort) => `http://localhost:${apiPort}`;

/** The real-API bundle, its API on apiOrigin, with /login prerendered (as `npm run build`). */
export function buildRealApi(outDir, apiOrigin, reportOrigin) {
  const options = {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_API_BASE_URL: `${apiOrigin}/`,
      VITE_PDF_PREVIEW_ORIGINS: apiOrigin,
      VITE_ALIPAY_HOSTS: ALIPAY_STAND_IN,
      VITE_ERROR_REPORT_URL: `${reportOrigin}/__reports`,
    },
  };
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'warn'], options);
  execFileSync('node', [join(ROOT, 'scripts/prerender-login.mjs'), outDir], options);
}

/** nginx's main configuration around deploy/nginx/app.conf, in a folder of its own. */
function writeNginxConfig({ confDir, root, port, apiOrigin, reportOrigin }) {
  cpSync(join(ROOT, 'deploy/nginx'), join(confDir, 'member-platform'), { recursive: true });
  const brotli = BROTLI_MODULES.every((module) => existsSync(module));
  const config = `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${confDir}/nginx.pid;
error_log ${confDir}/error.log warn;
${brotli ? BROTLI_MODULES.map((module) => `load_module ${module};`).join('\n') : ''}
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${confDir}/client-body;
  proxy_temp_path ${confDir}/proxy;
  fastcgi_temp_path ${confDir}/fastcgi;
  uwsgi_temp_path ${confDir}/uwsgi;
  scgi_temp_path ${confDir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    set $api_origin "${apiOrigin}";
    set $media_origins "${apiOrigin}";
    set $report_origin "${reportOrigin}";
    ${brotli ? 'include member-platform/brotli.conf;' : ''}
    include member-platform/app.conf;
  }
}
`;
  const file = join(confDir, 'nginx.conf');
  writeFileSync(file, config);
  return file;
}

/** Starts the HTTP mock API and nginx (building first unless build is false); stop() ends both. */
export async function startDeployedStack({
  appPort = 4200,
  apiPort = 4180,
  outDir = 'dist-deployed',
  build = true,
} = {}) {
  const appOrigin = `http://127.0.0.1:${appPort}`;
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  const reportOrigin = reportOriginOf(apiPort);
  const root = resolve(ROOT, outDir);
  if (build) buildRealApi(root, apiOrigin, reportOrigin);

  const children = [];
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  };
  /** Starts a child and waits until `url` answers; a child that ends at once says so. */
  const startChild = async (child, url) => {
    children.push(child);
    // a port in use or a bad configuration ends a child at once: say so instead of waiting
    const exited = new Promise((_, reject) => {
      child.once('exit', (code) =>
        reject(new Error(`${child.spawnargs.join(' ')} exited with ${code} while starting`)),
      );
    });
    exited.catch(() => {});
    await Promise.race([waitForServer(url), exited]);
  };
  try {
    await startChild(
      spawn(
        'node',
        [
          join(ROOT, 'scripts/mock-api.mjs'),
          '--port',
          String(apiPort),
          '--allow-origin',
          appOrigin,
        ],
        { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
      ),
      `${apiOrigin}/__mock/health`,
    );
    // nginx only once the API answers: whoever waits for the app's page finds both ready
    const confDir = mkdtempSync(join(tmpdir(), 'member-platform-nginx-'));
    const config = writeNginxConfig({ confDir, root, port: appPort, apiOrigin, reportOrigin });
    const nginx = spawn('nginx', ['-p', confDir, '-c', config, '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    nginx.on('exit', () => rmSync(confDir, { recursive: true, force: true }));
    await startChild(nginx, `${appOrigin}/login`);
  } catch (error) {
    stop();
    throw error;
  }
  return { appOrigin, apiOrigin, stop };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      'app-port': { type: 'string', default: '4200' },
      'api-port': { type: 'string', default: '4180' },
      'out-dir': { type: 'string', default: 'dist-deployed' },
    },
  });
  const stack = await startDeployedStack({
    appPort: Number(values['app-port']),
    apiPort: Number(values['api-port']),
    outDir: values['out-dir'],
  });
  console.log(`App on ${stack.appOrigin}, mock API on ${stack.apiOrigin}`);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stack.stop();
      process.exit(0);
    });
  }
}
