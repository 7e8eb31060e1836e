/**
 * `npx tsx scripts/make-icons.ts`: draws the app's icons from web/public/favicon.svg in headless Chromium:
 * PNGs for the web app manifest (192, 512, and a maskable 512 with the safe-zone margin) and the Apple touch
 * icon (180), and favicon.ico (16, 32 and 48 px PNGs in an ICO container) for clients that ask for /favicon.ico.
 * The outputs are committed; run it again only when the logo changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../e2e/support/browser.ts';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'web/public');
const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

/** `padding` is the share of each side left as background: a maskable icon keeps its logo in the middle 80%. */
function pageFor(size: number, padding = 0): string {
  const inner = Math.round(size * (1 - 2 * padding));
  return `<html><body style="margin:0;background:${padding ? '#1e3a8a' : 'transparent'};width:${size}px;height:${size}px;display:grid;place-items:center">
    <img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${inner}" height="${inner}"></body></html>`;
}

/** An ICO file holding PNG images (allowed since Windows Vista; every current browser reads it). */
function ico(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}

const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  const draw = async (size: number, padding = 0) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(pageFor(size, padding));
    return page.screenshot({ omitBackground: padding === 0, clip: { x: 0, y: 0, width: size, height: size } });
  };
  fs.mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
  for (const size of [180, 192, 512]) fs.writeFileSync(path.join(publicDir, `icons/icon-${size}.png`), await draw(size));
  fs.writeFileSync(path.join(publicDir, 'icons/icon-maskable-512.png'), await draw(512, 0.1));
  const small = [];
  for (const size of [16, 32, 48]) small.push({ size, png: await draw(size) });
  fs.writeFileSync(path.join(publicDir, 'favicon.ico'), ico(small));
} finally {
  await browser.close();
}
console.log('icons written to web/public/icons and web/public/favicon.ico');
