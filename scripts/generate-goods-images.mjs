#!/usr/bin/env node
// Writes the mock catalogue's product images (public/goods/<category>-<n>.svg): three plain
// variants per category, so that the demo needs no outside image host. Run once after edits.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OUT_DIR = 'public/goods';
const VARIANTS = 3;

/** Category stem (as in src/mocks/db/goods-seed.ts), label, base colour, a simple glyph. */
const CATEGORIES = [
  ['office', '办公用品', '#1677ff', '<rect x="70" y="50" width="60" height="90" rx="6"/>'],
  ['medical', '医疗器械', '#13a8a8', '<path d="M88 50h24v28h28v24h-28v28H88v-28H60V78h28z"/>'],
  ['daily', '日用百货', '#fa8c16', '<circle cx="100" cy="95" r="42"/>'],
  ['digital', '数码电器', '#722ed1', '<rect x="52" y="60" width="96" height="64" rx="8"/>'],
  ['cleaning', '清洁用品', '#52c41a', '<path d="M85 48h30v20l14 14v60H71V82l14-14z"/>'],
  ['food', '食品饮料', '#eb2f96', '<path d="M80 45h40l8 95H72z"/>'],
];

const TINTS = ['1', '0.8', '0.6'];

const svg = (
  label,
  colour,
  glyph,
  variant,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 200 200" role="img" aria-label="${label}">
  <rect width="200" height="200" fill="#f5f7fa"/>
  <g fill="${colour}" fill-opacity="${TINTS[variant]}">${glyph}</g>
  <text x="100" y="178" text-anchor="middle" font-family="sans-serif" font-size="16" fill="#595959">${label}</text>
</svg>
`;

mkdirSync(OUT_DIR, { recursive: true });
for (const [key, label, colour, glyph] of CATEGORIES) {
  for (let variant = 0; variant < VARIANTS; variant += 1) {
    writeFileSync(join(OUT_DIR, `${key}-${variant + 1}.svg`), svg(label, colour, glyph, variant));
  }
}
console.log(`wrote ${CATEGORIES.length * VARIANTS} images to ${OUT_DIR}`);
