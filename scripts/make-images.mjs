// Renders the site's PNG images from their sources, so nothing in them is typed by hand:
// - the icons from public/favicon.svg: a PNG favicon for browsers without SVG icons, the
//   apple-touch-icon (opaque: iOS fills transparency with black) and the web app manifest's icons;
// - the sharing image (og-image.png) with the brand and the lowest price from the catalog.
// Run after changing favicon.svg, the brand or a price: `node scripts/make-images.mjs`. The PNGs and
// src/build/og-image.json (what the image says, checked against the catalog by a unit test) are
// committed, so builds need no browser.
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { lowestPriceCents } from '../src/domain/catalog.ts';
import { formatEuro } from '../src/domain/money.ts';

const site = JSON.parse(readFileSync(new URL('../content/site.json', import.meta.url), 'utf8'));
const svg = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const sized = svg.replace('<svg ', '<svg width="100%" height="100%" ');

const ICONS = [
  { file: 'favicon-32.png', size: 32, padding: 0, background: 'transparent' },
  { file: 'apple-touch-icon.png', size: 180, padding: 0.12, background: '#ffffff' },
  { file: 'icon-192.png', size: 192, padding: 0.12, background: '#ffffff' },
  { file: 'icon-512.png', size: 512, padding: 0.12, background: '#ffffff' },
];

const priceCents = lowestPriceCents();
const headline = 'Dein Punktestand aus Flensburg – ohne Papierkram';
const subline = `Antrag auf Auskunft aus dem Fahreignungsregister · ab ${formatEuro(priceCents)}`;
const [first, second] = [site.brand.slice(0, 6), site.brand.slice(6)];
const og = `<body style="margin:0;width:1200px;height:630px;box-sizing:border-box;padding:120px 90px 0;
  font-family:'DejaVu Sans',sans-serif;background:linear-gradient(135deg,#eef4ff,#ffffff 60%)">
  <div style="display:flex;align-items:center;gap:18px"><div style="width:76px;height:76px">${sized}</div>
  <span style="font-size:44px;font-weight:700;color:#172554">${first}<span style="color:#1a49b0">${second}</span></span></div>
  <h1 style="margin:50px 0 0;font-size:72px;line-height:1.05;color:#172554">${headline}</h1>
  <p style="margin:26px 0 0;font-size:32px;color:#334155">${subline}</p></body>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const { file, size, padding, background } of ICONS) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const inset = Math.round(size * padding);
  await page.setContent(
    `<body style="margin:0;background:${background}"><div style="width:${size}px;height:${size}px;box-sizing:border-box;padding:${inset}px">${sized}</div></body>`,
  );
  await page.screenshot({ path: `public/${file}`, omitBackground: background === 'transparent' });
  await page.close();
  console.log(`public/${file} (${size}×${size})`);
}
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(og);
await page.screenshot({ path: 'public/og-image.png' });
await browser.close();
writeFileSync(
  new URL('../src/build/og-image.json', import.meta.url),
  `${JSON.stringify({ width: 1200, height: 630, priceCents, alt: `${site.brand}: ${headline}. ${subline}` }, null, 2)}\n`,
);
console.log('public/og-image.png (1200×630), src/build/og-image.json');
