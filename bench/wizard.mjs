// `npm run bench:wizard`: the wizard as a customer on a mid-range phone meets it. Chromium at 390×844 with
// the network of a slow mobile connection (1.6 Mbit/s down, 0.75 Mbit/s up, 150 ms round trip) and a 4×
// slower CPU (CDP); two 12-megapixel phone photos (4032×3024, made in the page with camera-like detail and
// noise, ≈ 4.4 MB each); a scripted customer who acts through labels and buttons the moment the page lets
// them. Prints each step's median of RUNS runs and the physical limit for the bytes it sent. Needs a build.
// PORT (default 8799) lets it run beside another server. PROTOCOL=h2 puts an HTTP/2 front before the local
// server (bench/h2-proxy.mjs), as production serves the site; the default is the local server's HTTP/1.1.
import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHttp2Front } from './h2-proxy.mjs';
import { startServer } from './server.mjs';
import { PERSON } from '../tests/e2e/person.ts';

const RUNS = Number(process.env.RUNS ?? 3);
const NETWORK = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const CPU_SLOWDOWN = 4;
const HTTP2 = process.env.PROTOCOL === 'h2';

/** A 4032×3024 photo-like JPEG (gradients, shapes, print, sensor noise) at quality 0.92, made in the page. */
async function phonePhoto(page, seed) {
  const base64 = await page.evaluate(async (seed) => {
    const [w, h] = [4032, 3024];
    const canvas = new OffscreenCanvas(w, h);
    const ctx = canvas.getContext('2d');
    const gradient = ctx.createLinearGradient(0, 0, w, h);
    gradient.addColorStop(0, '#d9c7a3');
    gradient.addColorStop(1, '#6b7f99');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, w, h);
    for (let i = 0; i < 400; i++) {
      ctx.fillStyle = `hsl(${(i * 37 + seed * 11) % 360} 40% ${30 + (i % 50)}%)`;
      ctx.fillRect((i * 211 + seed) % w, (i * 97) % h, 120 + (i % 300), 40 + (i % 200));
    }
    ctx.font = '48px sans-serif';
    ctx.fillStyle = '#111';
    for (let y = 200; y < h - 100; y += 70) ctx.fillText('BUNDESREPUBLIK DEUTSCHLAND PERSONALAUSWEIS', 150, y);
    // Sensor noise of ±12 levels: the photo then weighs what a 12-megapixel phone JPEG does, about 4.4 MB
    // (the profile this bench reproduces; ±24 made 5.7 MB, noisier than a phone's processed photo).
    const image = ctx.getImageData(0, 0, w, h);
    for (let i = 0; i < image.data.length; i += 4) {
      const n = (Math.random() - 0.5) * 24;
      image.data[i] += n;
      image.data[i + 1] += n;
      image.data[i + 2] += n;
    }
    ctx.putImageData(image, 0, 0);
    const bytes = new Uint8Array(
      await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 })).arrayBuffer(),
    );
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  }, seed);
  return Buffer.from(base64, 'base64');
}

async function oneRun(browser, base, photos) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    // The HTTP/2 front's certificate is made for the run.
    ignoreHTTPSErrors: HTTP2,
  });
  await context.addInitScript(() => localStorage.setItem('cookie-banner-acknowledged', 'true'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  const sent = { uploads: 0 };
  /** Reading an answer's body takes a round trip to the browser: each read is awaited before the page closes. */
  const sizeReads = [];
  const uploadTimes = [];
  const isUpload = (request) => request.url().endsWith('/api/uploads') && request.method() === 'POST';
  page.on('request', (request) => {
    if (isUpload(request)) uploadTimes.push({ start: Date.now(), end: null, request });
  });
  page.on('response', (response) => {
    const upload = uploadTimes.find((u) => u.request === response.request());
    if (!upload) return;
    upload.end = Date.now();
    // The size the Worker stored: the bytes the customer's phone sent for the photo.
    sizeReads.push(
      response.json().then(
        (body) => (sent.uploads += body.size ?? 0),
        () => undefined,
      ),
    );
  });

  // 1. Open /app until the first field takes typing: the page's static first draw names no field (its labels
  // lead nowhere), so the name field is found by its label only once the wizard itself is there. A probe the
  // page runs itself checks every animation frame (a frame drawn means the main thread is free for a key press)
  // and reports the moment through a binding. Playwright's own waiting measured itself instead: locator.waitFor
  // polls 500 ms apart after the first 270 ms (Playwright 1.65), and page.waitForFunction first evaluates
  // Playwright's injected script in the page, ~60 ms of main thread at 4× CPU (a trace: an EvaluateScript task
  // without a URL, while the page was still parsing), which no customer's phone runs.
  let reportField;
  const fieldTakesTyping = new Promise((resolve) => (reportField = resolve));
  await page.exposeFunction('benchFieldTakesTyping', (at) => reportField(at));
  await page.addInitScript(() => {
    const probe = () =>
      [...document.querySelectorAll('label')].some(
        (label) => label.textContent?.trim() === 'Vorname' && label.control && !label.control.closest('[inert]'),
      )
        ? window.benchFieldTakesTyping(performance.timeOrigin + performance.now())
        : requestAnimationFrame(probe);
    requestAnimationFrame(probe);
  });
  const opened = Date.now();
  await page.goto(`${base}/app`, { waitUntil: 'commit' });
  const firstField = Math.round((await fieldTakesTyping) - opened);

  for (const [label, value] of Object.entries(PERSON)) await page.getByLabel(label, { exact: true }).fill(value);
  // "Weiter" on step 1 → step 2 shown: waiting too, should the wizard or step 2's code still be on its way.
  const next = Date.now();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.waitForFunction(
    () => [...document.querySelectorAll('h2')].some((h) => h.textContent?.trim() === 'Ausweis fotografieren'),
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  const toStepTwo = Date.now() - next;

  // 2. Photos chosen → step 3 usable.
  const chosen = Date.now();
  // From files, as a phone's photo picker hands them over: Playwright passes a path to the browser, which
  // reads the file itself (a buffer would be rebuilt by script in the page, seconds of main thread at 4× CPU
  // that no customer's photo costs).
  await page.getByTestId('upload-front-input').setInputFiles(photos[0]);
  await page.getByTestId('upload-back-input').setInputFiles(photos[1]);
  await page.getByLabel('Ich bestätige, dass die Bilder meinen eigenen Ausweis zeigen.').check();
  // The customer presses "Weiter" whenever the page lets them: until it moves on.
  const step3 = page.getByRole('heading', { name: 'Unterschrift & Bestellung abschließen' });
  while (!(await step3.isVisible())) {
    await page
      .getByRole('button', { name: 'Weiter' })
      .click({ timeout: 60_000 })
      .catch(() => undefined);
    await step3.waitFor({ timeout: 500 }).catch(() => undefined);
  }
  const toStepThree = Date.now() - chosen;
  // Measured once the order is placed: the uploads may go on behind step 3.
  const uploadTimings = () => {
    const photoUploads = uploadTimes.slice(0, 2);
    const firstByte = photoUploads.length ? photoUploads[0].start - chosen : null;
    const done = photoUploads.every((u) => u.end) ? Math.max(...photoUploads.map((u) => u.end)) : null;
    return { firstByte, uploading: photoUploads.length && done ? done - photoUploads[0].start : null };
  };

  // 3. Sign, confirm, choose, order → the checkout page has loaded.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const canvas = page.getByRole('img', { name: /Unterschriftsfeld/ });
  await canvas.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector('[aria-busy="false"][role="img"]') !== null);
  const box = await canvas.boundingBox();
  await page.mouse.move(box.x + 40, box.y + 100);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 40, { steps: 8 });
  await page.mouse.move(box.x + 220, box.y + 110, { steps: 8 });
  await page.mouse.up();
  await page.getByLabel(/AGB gelesen/).check();
  await page.getByLabel(/Datenschutzerklärung/).check();
  await page.getByLabel(/sofort mit der Ausführung/).check();
  await page.getByRole('radio', { name: /Basic/ }).check();
  const ordering = Date.now();
  const orderSent = page
    .waitForRequest((request) => request.url().endsWith('/api/orders') && request.method() === 'POST', {
      timeout: 120_000,
    })
    .then(() => Date.now());
  await page.getByRole('button', { name: /Zahlungspflichtig bestellen/ }).click();
  await page.waitForURL(/\/api\/payments\/demo\//, { timeout: 120_000 });
  await page.getByRole('heading', { name: 'Testzahlung' }).waitFor();
  const checkout = Date.now();
  const toCheckout = checkout - ordering;
  // The order button waits for photos still on their way (and the signature's upload) before it sends the order.
  const orderWait = (await orderSent) - ordering;
  await Promise.all(sizeReads);
  await context.close();
  const { firstByte, uploading } = uploadTimings();
  return {
    firstField,
    toStepTwo,
    toStepThree,
    firstByte,
    uploading,
    toCheckout,
    orderWait,
    total: checkout - opened,
    sent,
  };
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const seconds = (ms) => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`);

const server = await startServer(Number(process.env.PORT ?? 8799), 'wizard');
const front = HTTP2 ? await startHttp2Front(server.base) : undefined;
const base = front?.base ?? server.base;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
/** The two photos as files on disk. */
const photos = [];
const folder = mkdtempSync(join(tmpdir(), 'bench-wizard-'));
try {
  const maker = await browser.newPage({ ignoreHTTPSErrors: HTTP2 });
  await maker.goto(`${base}/`);
  for (const [i, side] of ['front', 'back'].entries()) {
    const path = join(folder, `${side}.jpg`);
    writeFileSync(path, await phonePhoto(maker, i + 1));
    photos.push(path);
  }
  await maker.close();
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await oneRun(browser, base, photos));
  const m = (key) => median(runs.map((r) => r[key]));
  const blocked = m('firstField') + m('toStepTwo') + m('toStepThree') + m('toCheckout');
  const uploadBytes = median(runs.map((r) => r.sent.uploads));
  // The least the network allows for those bytes: the upload time at full speed plus a few round trips
  // (the page, its script, each upload's request, the order and the checkout page).
  const limit = (uploadBytes / NETWORK.uploadThroughput) * 1000 + 8 * NETWORK.latency;
  const { size } = statSync(photos[0]);
  console.log(
    `Photos: 2 × ${(size / 1024 / 1024).toFixed(1)} MB (4032×3024); ${HTTP2 ? 'HTTP/2' : 'HTTP/1.1'}; ${RUNS} runs, median\n`,
  );
  console.log('| step | median |');
  console.log('| --- | ---: |');
  console.log(`| open \`/app\` → first field takes typing | ${seconds(m('firstField'))} |`);
  console.log(`| "Weiter" on step 1 → step 2 shown | ${seconds(m('toStepTwo'))} |`);
  console.log(`| photos chosen → step 3 usable | ${seconds(m('toStepThree'))} |`);
  // Since uploads run behind the customer's back, these two are no longer part of the row above.
  console.log(`| photos chosen → first byte leaves (check and compression) | ${seconds(m('firstByte'))} |`);
  console.log(
    `| both photo uploads, first byte to last answer (${(uploadBytes / 1024).toFixed(0)} KB sent in all) | ${seconds(m('uploading'))} |`,
  );
  console.log(`| "Zahlungspflichtig bestellen" → checkout page loaded | ${seconds(m('toCheckout'))} |`);
  console.log(
    `| of which: waiting for the photos (and the signature) before the order is sent | ${seconds(m('orderWait'))} |`,
  );
  console.log(`| **blocked in total** | **${seconds(blocked)}** |`);
  console.log(
    `| open \`/app\` → checkout page loaded (wall clock, the scripted customer's own actions included) | ${seconds(m('total'))} |`,
  );
  console.log(`| physical limit for the bytes sent | ${seconds(limit)} |`);
  console.log(
    `\nPer run (s): ${runs.map((r) => [r.firstField, r.toStepTwo, r.toStepThree, r.toCheckout, r.total].map((v) => (v / 1000).toFixed(1)).join(' / ')).join('; ')} (first field / to step 2 / to step 3 / to checkout / wall)`,
  );
} finally {
  await browser.close();
  front?.stop();
  server.stop();
  rmSync(folder, { recursive: true, force: true });
}
