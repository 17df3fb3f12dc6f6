#!/usr/bin/env node
// Builds the real-API bundle and reports what the browser downloads (gzipped) for the first
// paint of /login, the largest lazily loaded chunks, the order dialog, the portal's routes, the
// member layout and what each member screen fetches beyond it. Exits 1 when over budget, when a
// member screen fetches /home's chunk, or when a screen of the shop or the portal fetches the
// member area's.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const OUT_DIR = 'dist-size';
const BUDGET_KIB = 224;

execFileSync('npx', ['vite', 'build', '--manifest', '--outDir', OUT_DIR, '--logLevel', 'warn'], {
  stdio: 'inherit',
});
execFileSync('node', ['scripts/prerender-login.mjs', OUT_DIR], { stdio: 'inherit' });

const manifest = JSON.parse(readFileSync(join(OUT_DIR, '.vite/manifest.json'), 'utf8'));
/** The manifest key of a chunk group of vite.config.ts (CHUNK_GROUPS), e.g. 'login'. */
const groupKey = (name) => {
  const key = Object.keys(manifest).find((candidate) =>
    new RegExp(`^_${name}-[\\w-]+\\.js$`).test(candidate),
  );
  if (!key) throw new Error(`No chunk group named ${name} in the build`);
  return key;
};
const gzipKiB = (file) => gzipSync(readFileSync(join(OUT_DIR, file)), { level: 9 }).length / 1024;

/** A chunk with everything it imports statically: what loading it costs. */
function staticClosure(keys, files = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    staticClosure(chunk.imports ?? [], files);
  }
  return files;
}

const entryFiles = staticClosure(['index.html']);
const LOGIN = groupKey('login');
const loginFiles = staticClosure(['index.html', LOGIN]);
const sum = (files) => [...files].reduce((total, file) => total + gzipKiB(file), 0);

const lazyChunks = Object.values(manifest)
  .filter((chunk) => chunk.file.endsWith('.js') && !loginFiles.has(chunk.file))
  .map((chunk) => ({ name: chunk.src ?? chunk.name ?? chunk.file, kib: gzipKiB(chunk.file) }))
  .sort((a, b) => b.kib - a.kib);

// the page nginx answers for /login, then what it announces
const firstPaint = gzipKiB('login.html') + sum(loginFiles);
const rows = [
  ['entry (index.html + static imports)', sum(entryFiles)],
  ['first paint of /login (login.html, entry, login chunk)', firstPaint],
  [`largest lazy chunk: ${lazyChunks[0]?.name ?? '-'}`, lazyChunks[0]?.kib ?? 0],
];
for (const [label, kib] of rows) console.log(`${kib.toFixed(1).padStart(8)} KiB  ${label}`);
console.log('\nlazy chunks (gzipped):');
for (const { name, kib } of lazyChunks.slice(0, 10))
  console.log(`${kib.toFixed(1).padStart(8)} KiB  ${name}`);

/** What loading `key` downloads on a page that already holds everything `loadedKeys` import. */
const extraKiB = (key, loadedKeys) => {
  const loaded = staticClosure(loadedKeys);
  return sum([...staticClosure([key])].filter((file) => !loaded.has(file)));
};
const SESSION = groupKey('session');
const HOME = groupKey('home');
const SHELL = ['index.html', 'src/app/feedback-host.tsx', LOGIN, SESSION, HOME];
const PORTAL_ROUTES = Object.keys(manifest).filter(
  (key) => key.startsWith('src/app/routes/shell/') || key.startsWith('src/app/routes/division/'),
);
const portalRoutes = PORTAL_ROUTES.map((key) => ({ key, kib: extraKiB(key, SHELL) })).sort(
  (a, b) => b.kib - a.kib,
);
const CHECKOUT = 'src/features/checkout/components/order/checkout-dialog.tsx';
const EDITOR = 'src/components/ui/rich-text-editor/rich-text-editor-impl.tsx';
const CHART_DIR = 'src/components/ui/chart/';
const measures = [
  ['order dialog chunk', gzipKiB(manifest[CHECKOUT].file)],
  [
    'order dialog opened from the cart (all it fetches)',
    extraKiB(CHECKOUT, [...SHELL, 'src/app/routes/shop/my-cart-route.tsx']),
  ],
  [`largest portal route beyond the shell: ${portalRoutes[0]?.key}`, portalRoutes[0]?.kib ?? 0],
  ['rich-text editor chunk', gzipKiB(manifest[EDITOR].file)],
  ['/home opened directly (everything before its own calls)', sum(staticClosure(SHELL))],
];
console.log('\nfeatures (gzipped):');
for (const [label, kib] of measures) console.log(`${kib.toFixed(1).padStart(8)} KiB  ${label}`);

// /member/* opened directly, before any screen: index.html (which announces the login chunk), the
// session's chunk group (the data boundary, the header) and the member area's (the layout, the
// side menu, the kit) with what they import
const MEMBER_LAYOUT = ['index.html', LOGIN, SESSION, groupKey('member')];
console.log('\nmember layout (gzipped):');
console.log(
  `${sum(staticClosure(MEMBER_LAYOUT)).toFixed(1).padStart(8)} KiB  /member/* before any screen`,
);
console.log(
  `${extraKiB(groupKey('member'), ['index.html', LOGIN, SESSION]).toFixed(1).padStart(8)} KiB  of which the member area's group beyond the session's`,
);
// each member screen: its own chunk, all it fetches beyond the member layout, and the scripts a
// cold open of it fetches in all (its data's module aside)
const homeFile = manifest[HOME].file;
const memberRoutes = Object.keys(manifest)
  .filter((key) => key.startsWith('src/app/routes/member/'))
  .map((key) => {
    const cold = staticClosure([...MEMBER_LAYOUT, key]);
    return {
      name: key.replace('src/app/routes/member/', '').replace(/-route\.tsx$/, ''),
      own: gzipKiB(manifest[key].file),
      beyond: extraKiB(key, MEMBER_LAYOUT),
      scripts: [...cold].filter((file) => file.endsWith('.js')).length,
      fetchesHome: cold.has(homeFile),
    };
  })
  .sort((a, b) => b.beyond - a.beyond);
console.log(
  '\nmember routes (gzipped): own chunk / all it fetches beyond the member layout / scripts opened cold',
);
for (const { name, own, beyond, scripts } of memberRoutes)
  console.log(
    `${own.toFixed(1).padStart(8)} KiB ${beyond.toFixed(1).padStart(8)} KiB ${String(scripts).padStart(4)}  ${name}`,
  );
console.log(
  `${memberRoutes[0].beyond.toFixed(1).padStart(8)} KiB  largest member route beyond the member layout: ${memberRoutes[0].name}`,
);
const chartKeys = Object.keys(manifest).filter((key) => key.startsWith(CHART_DIR));
for (const key of chartKeys)
  console.log(`${gzipKiB(manifest[key].file).toFixed(1).padStart(8)} KiB  chart chunk: ${key}`);

const fetchingHome = memberRoutes.filter((route) => route.fetchesHome).map((route) => route.name);
if (fetchingHome.length > 0) {
  console.error(
    `\nThese member screens fetch /home's chunk (${homeFile}): ${fetchingHome.join(', ')}. Put what they share with /home in the session's group (vite.config.ts).`,
  );
  process.exit(1);
}
// the shop's and the portal's screens share the kit's group with the member area, never its own
const memberFile = manifest[groupKey('member')].file;
const fetchingMember = Object.keys(manifest)
  .filter((key) => /^src\/app\/routes\/(shell|shop|division)\//.test(key))
  .filter((key) => staticClosure([key]).has(memberFile));
if (fetchingMember.length > 0) {
  console.error(
    `\nThese screens fetch the member area's chunk (${memberFile}): ${fetchingMember.join(', ')}. Put what they share with the member area in the kit's group (vite.config.ts).`,
  );
  process.exit(1);
}
if (firstPaint > BUDGET_KIB) {
  console.error(
    `\nFirst paint of /login is ${firstPaint.toFixed(1)} KiB, over the ${BUDGET_KIB} KiB budget.`,
  );
  process.exit(1);
}
console.log(`\nWithin budget: ${firstPaint.toFixed(1)} / ${BUDGET_KIB} KiB.`);
