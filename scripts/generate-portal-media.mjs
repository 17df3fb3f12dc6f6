#!/usr/bin/env node
// Writes the mock portal's pictures (public/portal/): home banners, video posters, the image
// wall and member avatars, as small SVG files so that the demo needs no outside image host.
// Run once after edits.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OUT_DIR = 'public/portal';
const PALETTE = ['#1677ff', '#13a8a8', '#fa8c16', '#722ed1', '#52c41a', '#eb2f96', '#2f54eb'];

const colour = (index) => PALETTE[index % PALETTE.length];

/** An SVG picture, named for screen readers; `body` is its drawing, one indented line each. */
const svg = ({ width, height, viewBox, label }, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" role="img" aria-label="${label}">
${body}</svg>
`;

const BANNERS = ['会员服务平台', '一站式会员采购', '医疗器械专区上线', '分销中心合作政策'];

const banner = (title, index) =>
  svg(
    { width: 1200, height: 360, viewBox: '0 0 1200 360', label: title },
    `  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour(index)}"/><stop offset="1" stop-color="${colour(index + 3)}"/></linearGradient></defs>
  <rect width="1200" height="360" fill="url(#g)"/>
  <circle cx="1020" cy="90" r="160" fill="#fff" fill-opacity="0.12"/>
  <circle cx="1120" cy="300" r="110" fill="#fff" fill-opacity="0.1"/>
  <text x="80" y="200" font-family="sans-serif" font-size="56" font-weight="700" fill="#fff">${title}</text>
`,
  );

const POSTERS = 14;

const poster = (index) =>
  svg(
    { width: 640, height: 360, viewBox: '0 0 320 180', label: `视频封面 ${index + 1}` },
    `  <rect width="320" height="180" fill="${colour(index)}"/>
  <rect y="120" width="320" height="60" fill="#000" fill-opacity="0.25"/>
  <circle cx="160" cy="80" r="34" fill="#fff" fill-opacity="0.9"/>
  <path d="M150 62v36l30-18z" fill="${colour(index)}"/>
  <text x="16" y="160" font-family="sans-serif" font-size="18" fill="#fff">VIDEO ${String(index + 1).padStart(2, '0')}</text>
`,
  );

const GALLERY = 8;

const picture = (index) =>
  svg(
    { width: 480, height: 320, viewBox: '0 0 240 160', label: `平台风采 ${index + 1}` },
    `  <rect width="240" height="160" fill="#f5f7fa"/>
  <path d="M0 160L70 70l50 60 40-40 80 70z" fill="${colour(index)}" fill-opacity="0.85"/>
  <circle cx="190" cy="40" r="18" fill="${colour(index + 2)}"/>
`,
  );

const AVATARS = 6;

const avatar = (index) =>
  svg(
    { width: 160, height: 160, viewBox: '0 0 80 80', label: `头像 ${index + 1}` },
    `  <rect width="80" height="80" rx="40" fill="${colour(index + 1)}"/>
  <circle cx="40" cy="31" r="14" fill="#fff" fill-opacity="0.9"/>
  <path d="M14 70c4-16 15-22 26-22s22 6 26 22z" fill="#fff" fill-opacity="0.9"/>
`,
  );

const write = (dir, name, content) => {
  mkdirSync(join(OUT_DIR, dir), { recursive: true });
  writeFileSync(join(OUT_DIR, dir, name), content);
};

/** Writes `count` pictures drawn by `draw(index)` as dir/name-1.svg, dir/name-2.svg… */
const writeNumbered = (dir, name, count, draw) => {
  for (let index = 0; index < count; index += 1)
    write(dir, `${name}-${index + 1}.svg`, draw(index));
};

writeNumbered('banners', 'banner', BANNERS.length, (index) => banner(BANNERS[index], index));
writeNumbered('posters', 'poster', POSTERS, poster);
writeNumbered('gallery', 'picture', GALLERY, picture);
writeNumbered('avatars', 'avatar', AVATARS, avatar);
console.log(`wrote ${BANNERS.length + POSTERS + GALLERY + AVATARS} pictures to ${OUT_DIR}`);
