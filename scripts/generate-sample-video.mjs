#!/usr/bin/env node
/* global document, MediaRecorder, requestAnimationFrame -- the recorder runs inside the page */
// Writes public/portal/videos/sample.webm: a short animated clip recorded from a canvas in
// headless Chromium, so that the mock videos play a real local file. Run once after edits.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const OUT = 'public/portal/videos/sample.webm';
const SECONDS = 3;

const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) =>
  existsSync(path),
);

const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
const base64 = await page.evaluate(async (seconds) => {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 180;
  document.body.append(canvas);
  const context = canvas.getContext('2d');
  const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const started = performance.now();
  const draw = () => {
    const elapsed = (performance.now() - started) / 1000;
    context.fillStyle = '#1677ff';
    context.fillRect(0, 0, 320, 180);
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.arc(40 + (elapsed / seconds) * 240, 90, 24, 0, Math.PI * 2);
    context.fill();
    if (elapsed < seconds) requestAnimationFrame(draw);
  };
  draw();
  recorder.start();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  recorder.stop();
  await new Promise((resolve) => (recorder.onstop = resolve));
  const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer();
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary);
}, SECONDS);
await browser.close();

mkdirSync('public/portal/videos', { recursive: true });
writeFileSync(OUT, Buffer.from(base64, 'base64'));
console.log(`wrote ${OUT}`);
