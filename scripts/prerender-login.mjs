#!/usr/bin/env node
// Writes <outDir>/login.html: index.html with /login's first screen already in it (rendered by
// src/app/prerender/login-markup.tsx, with antd's styles for it), which nginx serves for /login
// (deploy/nginx/app.conf). The form shows at once, inert, until the app takes its place.
// Usage: node scripts/prerender-login.mjs [outDir]   (default dist)
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import postcss from 'postcss';
import { createModuleLoader, ROOT } from './vite-modules.mjs';

// antd names its classes as in the production bundle only when it believes it is in one
process.env.NODE_ENV = 'production';

/** The page's nonce placeholder, as vite.config.ts (html.cspNonce) writes it. */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';
/** The element the app removes when it paints (src/app/layouts/use-drop-prerendered-page.ts). */
const PRERENDER_ID = 'prerendered-login';

/** Renders the markup through Vite, so that modules resolve as in the app. */
async function renderLoginMarkup() {
  const vite = await createModuleLoader({
    mode: 'production',
    // antd's family ships ES modules that node cannot load as they are
    ssr: { noExternal: ['antd', /^@ant-design\//, /^@rc-component\//, /^@emotion\//, 'stylis'] },
  });
  try {
    const module = await vite.ssrLoadModule('/src/app/prerender/login-markup.tsx');
    return module.renderLoginMarkup();
  } finally {
    await vite.close();
  }
}

/** antd's styles for the classes the markup uses: a selector naming any other class goes. */
function keepUsedRules(css, html) {
  const used = new Set(
    [...html.matchAll(/class="([^"]*)"/g)].flatMap(([, names]) => names.split(/\s+/)),
  );
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name)) return;
    const kept = rule.selectors.filter((selector) =>
      [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every(([, name]) => used.has(name)),
    );
    if (kept.length) rule.selectors = kept;
    else rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  dropUnusedVariables(root);
  return root.toString();
}

/** The theme's custom properties that no kept declaration reads (directly or through others). */
function dropUnusedVariables(root) {
  const definitions = new Map();
  const read = new Set();
  const reads = (value) => [...value.matchAll(/var\((--[\w-]+)/g)].map(([, name]) => name);
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--'))
      definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), decl]);
    else for (const name of reads(decl.value)) read.add(name);
  });
  const pending = [...read];
  while (pending.length) {
    for (const decl of definitions.get(pending.pop()) ?? []) {
      for (const name of reads(decl.value)) {
        if (!read.has(name)) {
          read.add(name);
          pending.push(name);
        }
      }
    }
  }
  for (const [name, decls] of definitions) {
    if (!read.has(name)) for (const decl of decls) decl.remove();
  }
}

const outDir = resolve(ROOT, process.argv[2] ?? 'dist');
const { html, css } = await renderLoginMarkup();
const page = readFileSync(join(outDir, 'index.html'), 'utf8')
  .replace(
    '</head>',
    `<style nonce="${NONCE_PLACEHOLDER}">${keepUsedRules(css, html)}</style>\n</head>`,
  )
  .replace('<div id="root">', `<div id="${PRERENDER_ID}" inert>${html}</div>\n    <div id="root">`);
if (!page.includes(PRERENDER_ID)) throw new Error('index.html has no <div id="root">');
writeFileSync(join(outDir, 'login.html'), page);
console.log(`login.html: /login prerendered (${(page.length / 1024).toFixed(1)} KiB)`);
