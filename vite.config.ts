/// <reference types="vitest/config" />
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip as gzipCallback, constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/** The supported browsers, declared once in package.json ("chrome >= 88" -> "chrome88"). */
const BROWSER_TARGETS = (
  JSON.parse(readFileSync(resolve(import.meta.dirname, 'package.json'), 'utf8')) as {
    browserslist: string[];
  }
).browserslist.map((query) => query.replace(/\s*>=\s*/, ''));

/** msw's worker and the mock build's own around it (public/mock-worker.js). */
const MOCK_WORKER_FILES = ['mockServiceWorker.js', 'mock-worker.js'];
const LOGIN_ROUTE = 'src/app/routes/login/login-route.tsx';
/** What every member screen is drawn in, and the data layer its route's loader asks with. */
const MEMBER_AREA_MODULES = [
  'src/app/layouts/data-boundary.tsx',
  'src/app/layouts/member-layout.tsx',
  'src/app/app-query-client.ts',
];
/** The web server puts each answer's nonce in place of this (deploy/nginx/page.conf). */
const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';
const MOCK_SEAM = 'src/mocks/browser.ts';
/** Test files that replace a module (vi.mock): they run with modules of their own. */
const ISOLATED_TESTS = '{src,tests}/**/*.isolated.test.tsx';
/**
 * The member screens' chunks (one per file of src/app/routes/member). The route tree in the entry
 * imports each of them; listing every chunk they import for preloading would make the entry, and
 * so /login's first paint, grow with every member screen. They fetch their imports themselves.
 */
const MEMBER_SCREEN_CHUNK = new RegExp(
  `^assets/(${readdirSync('src/app/routes/member')
    .map((file) => file.replace(/\.tsx$/, ''))
    .join('|')})-[\\w-]+\\.js$`,
);
/** Folders of public/ that only the mock's seed data points at (goods images, portal media). */
const MOCK_MEDIA_DIRS = ['goods', 'portal', 'division', 'docs', 'avatars'];

/** A real-API build ships no mock code, no service worker files and none of the mock's media. */
function dropMockFiles(): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-files',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of [...MOCK_WORKER_FILES, ...MOCK_MEDIA_DIRS]) {
        rmSync(resolve(outDir, entry), { force: true, recursive: true });
      }
    },
  };
}

/** What nginx serves compressed (deploy/nginx): below this size compressing gains nothing. */
const PRECOMPRESSED = /\.(js|css|svg|json)$/;
const PRECOMPRESS_MIN_BYTES = 512;

/**
 * Writes beside each asset its brotli (best quality) and gzip (level 9) forms, which nginx sends
 * as they are (brotli_static, gzip_static): smaller than what it would compress on the fly, and
 * compressed once rather than at every answer.
 */
function precompressAssets(): Plugin {
  let assetsDir = 'dist/assets';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    async closeBundle() {
      const files = readdirSync(assetsDir).filter((file) => PRECOMPRESSED.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = resolve(assetsDir, file);
          const content = readFileSync(path);
          if (content.length < PRECOMPRESS_MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: 9 }),
          ]);
          writeFileSync(`${path}.br`, br);
          writeFileSync(`${path}.gz`, gz);
        }),
      );
    },
  };
}

/** A path segment of a module id, on any platform. */
const SEP = String.raw`[\\/]`;
/** Module ids under these folders of src/ (`app/layouts/member-layout.` names one file). */
const underSrc = (...folders: string[]) =>
  new RegExp(`src${SEP}(${folders.map((folder) => folder.replaceAll('/', SEP)).join('|')})`);

/**
 * antd's components that /home draws. Member screens draw them too, so they load with the session
 * rather than with /home (`npm run size` fails when a member screen fetches /home's chunk).
 */
const ANTD_OF_HOME = [
  'avatar',
  'badge',
  'card',
  'col',
  'divider',
  'drawer',
  'empty',
  'flex',
  'grid',
  'input',
  'layout',
  'menu',
  'modal',
  'pagination',
  'popover',
  'result',
  'row',
  'select',
  'skeleton',
  'space',
  'spin',
  'statistic',
  'tabs',
  'tag',
  'typography',
];

/** antd's components that the shop's and the portal's screens draw beyond /home's. */
const ANTD_OF_SHELL = [
  'alert',
  'checkbox',
  'dropdown',
  'input-number',
  'radio',
  'segmented',
  'tree',
];

/**
 * What every page of a session loads beyond the data layer: the header, the kit's pieces and the
 * calls /home shares with member screens, the icons, and the antd components /home draws.
 */
const SESSION_MODULES = [
  underSrc(
    'app/layouts/(data-boundary|app-header)\\.',
    'components/(ui|errors)/(query-state|section-card|status-tag|paged-list|pager|plain-card|list-row|simple-list|short-figure|reveal-when-loaded|tone-colours|part-boundary|member-avatar|upload-rules)\\.',
    'lib/[\\w-]+\\.tsx$',
    'features/(cart|goods|team)/(api|hooks|utils)/',
    'features/goods/components/goods\\.css',
  ),
  new RegExp(`@ant-design${SEP}icons(-svg)?${SEP}es${SEP}(asn|icons)${SEP}`),
  new RegExp(`antd${SEP}es${SEP}(${ANTD_OF_HOME.join('|')})${SEP}`),
  // helpers that antd's modules import, wherever they are drawn
  new RegExp(`node_modules${SEP}(@babel${SEP}runtime|dayjs)${SEP}`),
];

/**
 * What the shop's and the portal's screens share with the member area beyond /home's: the kit's
 * pieces they draw and antd's components under them.
 */
const SHELL_KIT_MODULES = [
  underSrc(
    'components/(ui|errors)/(card-states|search-bar|offer-tag|page-card|detail-drawer|rich-text-field|quantity-input|pdf-opener|export-button|detail-link|not-found|amount-due|payment-check-notice|bank-account-fields)\\.',
  ),
  new RegExp(`antd${SEP}es${SEP}(${ANTD_OF_SHELL.join('|')})${SEP}`),
  new RegExp(`@rc-component${SEP}tree${SEP}`),
];

/**
 * The data layer: the calls, the answers' schemas, the server cache and the plain modules (lib,
 * utils, copy, stores, config) they are written with, no component; and the queries of the
 * screens whose route asks their data, which then starts before antd and the kit have arrived.
 */
const DATA_MODULES = [
  new RegExp(`node_modules${SEP}(axios|@tanstack${SEP}(query-core|react-query)|valibot)${SEP}`),
  underSrc(
    'app/app-query-client\\.',
    'lib/((?!sanitize-html|editor-styles|error-reporter|report-scrub)[\\w-]+\\.ts$|enums/)',
    'utils/',
    'copy/',
    'stores/',
    'config/',
    // the screens whose route asks their data (app/member-routes.ts), with their calls
    'features/[\\w-]+/hooks/[\\w-]+-queries\\.',
  ),
];

/**
 * Fewer, larger chunks where the first screens load: left alone, Rolldown splits the code that
 * routes share into dozens of chunks of a few hundred bytes, each one more request.
 * A group also takes in what its modules import (unless a group of higher priority has it).
 */
const CHUNK_GROUPS = [
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|zustand|cookie|set-cookie-parser)[\\/]/,
    priority: 30,
  },
  // everything the entry itself imports, so that no later group pulls the entry into its chunk
  { name: 'entry', tags: ['$initial' as const], priority: 25 },
  // what /login paints; the shell routes reuse most of it
  {
    name: 'login',
    test: /src[\\/](app[\\/]routes[\\/]login|features[\\/]auth[\\/]components[\\/](login|auth|password-login|code-login|staff-login|send-code))/,
    priority: 20,
  },
  // what a screen's loader needs to ask for its data, which then starts before the session's
  // chunk (antd and the kit) has arrived
  {
    name: 'data',
    test: (id: string) => DATA_MODULES.some((test) => test.test(id)),
    priority: 16,
  },
  // what every page of a session loads, /home's and the member area's alike
  {
    name: 'session',
    test: (id: string) => SESSION_MODULES.some((test) => test.test(id)),
    priority: 15,
  },
  // what the shop, the portal and the member area draw beyond /home
  {
    name: 'kit',
    test: (id: string) => SHELL_KIT_MODULES.some((test) => test.test(id)),
    priority: 14,
  },
  // what /home needs beyond it, where a session lands after /login
  {
    name: 'home',
    test: underSrc('app/(layouts/shell-layout|routes/shell/home-route)\\.'),
    priority: 13,
  },
  // the member area's layout and the kit its screens are built from (the pieces a few screens
  // use, or that load lazily, stay with those screens)
  {
    name: 'member',
    test: underSrc(
      'app/layouts/member-layout\\.',
      'components/(ui|errors)/(?!announcement-ticker|floating-toolbar|uploader|upload-field|parcel-tracking|safe-html|rich-text)[\\w-]+\\.tsx?$',
    ),
    priority: 12,
  },
];

/** The chunk holding `moduleId` (a path below the project root), with everything it imports. */
function staticClosure(bundle: OutputBundle, moduleId: string): OutputChunk[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const root = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(moduleId)));
  if (!root) throw new Error(`No chunk is built from ${moduleId}`);
  const closure = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (closure.has(chunk)) return;
    closure.add(chunk);
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  visit(root);
  return [...closure];
}

/** The chunks (with everything they import) holding these modules, and the styles they import. */
function filesOf(bundle: OutputBundle, moduleIds: string[]) {
  const chunks = moduleIds.flatMap((moduleId) => staticClosure(bundle, moduleId));
  return {
    scripts: new Set(chunks.map((chunk) => chunk.fileName)),
    styles: new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])),
  };
}

/** The links announcing `files` that `html` does not name yet, as `rel` (stylesheet, modulepreload). */
const linksBeyond = (html: string, files: Set<string>, rel: string) =>
  [...files]
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => ({
      tag: 'link',
      attrs: { rel, crossorigin: true, href: `/${file}` },
      injectTo: 'head' as const,
    }));

/**
 * Announces in index.html the lazy chunks (and their styles) that the first screen needs, so
 * they download beside the entry instead of after it: the login route, which every session
 * opens first, and in a mock build the test seam, which must be on window before that screen.
 */
function preloadFirstScreen(moduleIds: string[]): Plugin {
  return {
    name: 'preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return [];
        const { scripts, styles } = filesOf(bundle, moduleIds);
        return [
          ...linksBeyond(html, styles, 'stylesheet'),
          ...linksBeyond(html, scripts, 'modulepreload'),
        ];
      },
    },
  };
}

/**
 * Writes member.html, which nginx answers the member area's routes with (deploy/nginx/app.conf):
 * index.html that also announces the chunks around every member screen (the data layer its
 * loader asks with, the session's and the member layout's) and their styles, so that a screen
 * opened cold fetches them beside the entry instead of after it.
 */
function memberPage(): Plugin {
  return {
    name: 'member-page',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
        const html = String(index.source);
        const { scripts, styles } = filesOf(bundle, MEMBER_AREA_MODULES);
        const links = [
          ...linksBeyond(html, styles, 'stylesheet'),
          ...linksBeyond(html, scripts, 'modulepreload'),
        ].map(
          ({ attrs }) =>
            `    <link rel="${attrs.rel}" crossorigin href="${attrs.href}" nonce="${CSP_NONCE_PLACEHOLDER}">\n`,
        );
        this.emitFile({
          type: 'asset',
          fileName: 'member.html',
          source: html.replace('  </head>', `${links.join('')}  </head>`),
        });
      },
    },
  };
}

/** The API's connection opens beside the entry, before the first call needs it. */
function preconnectApi(apiBaseUrl: string | undefined): Plugin {
  return {
    name: 'preconnect-api',
    apply: 'build',
    transformIndexHtml() {
      if (!apiBaseUrl || !URL.canParse(apiBaseUrl)) return [];
      const href = new URL(apiBaseUrl).origin;
      return [{ tag: 'link', attrs: { rel: 'preconnect', href }, injectTo: 'head' as const }];
    },
  };
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const proxyTarget = env.VITE_API_PROXY_TARGET;
  const mockMode =
    mode === 'mock' || (command === 'serve' && !env.VITE_API_BASE_URL && !proxyTarget);
  return {
    plugins: [
      react(),
      preloadFirstScreen([LOGIN_ROUTE, ...(mockMode ? [MOCK_SEAM] : [])]),
      preconnectApi(env.VITE_API_BASE_URL),
      memberPage(),
      ...(mockMode ? [] : [dropMockFiles(), precompressAssets()]),
    ],
    define: {
      __MOCK_MODE__: JSON.stringify(mockMode),
      // the mock's Alipay answers point at its own stand-in cashier host
      ...(mockMode && !env.VITE_ALIPAY_HOSTS
        ? { 'import.meta.env.VITE_ALIPAY_HOSTS': JSON.stringify('openapi.alipay.example.com') }
        : {}),
    },
    resolve: {
      alias: {
        '@': resolve(import.meta.dirname, 'src'),
        '@tests': resolve(import.meta.dirname, 'tests'),
      },
    },
    html: { cspNonce: CSP_NONCE_PLACEHOLDER },
    server: {
      port: 5173,
      // the provider's API behind the dev server's own origin: no CORS set-up needed to try it
      ...(proxyTarget
        ? {
            proxy: {
              '/v1': { target: proxyTarget, changeOrigin: true, cookieDomainRewrite: '' },
            },
          }
        : {}),
    },
    preview: { port: 4173 },
    build: {
      target: BROWSER_TARGETS,
      chunkSizeWarningLimit: 1500,
      modulePreload: {
        resolveDependencies: (filename, deps, { hostType }) =>
          hostType === 'js' && MEMBER_SCREEN_CHUNK.test(filename)
            ? deps.filter((dep) => dep.endsWith('.css'))
            : deps,
      },
      rolldownOptions: {
        // the copy barrel re-exports every screen's wording: without this, importing one phrase
        // from it would make all of it part of the entry
        treeshake: { moduleSideEffects: [{ test: /[\\/]src[\\/]copy[\\/]/, sideEffects: false }] },
        output: { codeSplitting: { groups: CHUNK_GROUPS } },
      },
    },
    test: {
      globals: true,
      setupFiles: ['tests/setup/setup.ts'],
      restoreMocks: true,
      // Vitest leaves one core idle by default; on two cores that halves the speed.
      maxWorkers: '100%',
      // worker threads start and hand over results faster than child processes (about 5 %)
      pool: 'threads',
      // Files in a worker share modules instead of loading antd, React and the app again for each
      // (half the run's time). The set-up resets what they share after every test; a file that
      // replaces a module is named *.isolated.test.tsx and gets modules of its own (ESLint checks).
      isolate: false,
      // jsdom renders antd slowly on a loaded 2-core machine; time limits are not what we test,
      // and no test sets its own: a ceiling, not a delay
      testTimeout: 90_000,
      projects: [
        {
          // logic, schemas and the mock backend
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
          },
        },
        {
          // what renders: components, hooks and the whole app at a URL
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['src/**/*.test.tsx', 'tests/**/*.test.tsx'],
            exclude: [ISOLATED_TESTS],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom-isolated',
            environment: 'jsdom',
            include: [ISOLATED_TESTS],
            isolate: true,
          },
        },
      ],
    },
  };
});
