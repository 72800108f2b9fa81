// How large a phone photo leaves the browser: a ~6 MB, 4000×3000 JPEG (made in the browser with
// camera-like detail and noise) is put into the wizard's front-side upload, and the size of the
// file that reaches /api/uploads (the size the server stored) is measured. Target: ≤ 1.5 MB. Needs a build (npm run build).
import { chromium } from '@playwright/test';
import { startServer } from './server.mjs';
import { PERSON } from '../tests/e2e/person.ts';

const { base, stop } = await startServer(8797, 'photo');

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
try {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    localStorage.setItem('cookie-banner-acknowledged', 'true');
  });
  // Step 2 opens only after a valid step 1, as for a customer.
  await page.goto(`${base}/app`);
  for (const [label, value] of Object.entries(PERSON)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('heading', { name: 'Ausweis fotografieren' }).waitFor();
  // A photo-like image: smooth gradients, shapes and sensor noise, encoded at quality 0.92.
  const photo = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(4000, 3000);
    const ctx = canvas.getContext('2d');
    const gradient = ctx.createLinearGradient(0, 0, 4000, 3000);
    gradient.addColorStop(0, '#d9c7a3');
    gradient.addColorStop(1, '#6b7f99');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 4000, 3000);
    for (let i = 0; i < 400; i++) {
      ctx.fillStyle = `hsl(${(i * 37) % 360} 40% ${30 + (i % 50)}%)`;
      ctx.fillRect((i * 211) % 4000, (i * 97) % 3000, 120 + (i % 300), 40 + (i % 200));
    }
    ctx.font = '48px sans-serif';
    ctx.fillStyle = '#111';
    for (let y = 200; y < 2900; y += 70)
      ctx.fillText('BUNDESREPUBLIK DEUTSCHLAND PERSONALAUSWEIS MUSTERMANN ERIKA', 150, y);
    const image = ctx.getImageData(0, 0, 4000, 3000);
    for (let i = 0; i < image.data.length; i += 4) {
      const n = (Math.random() - 0.5) * 48;
      image.data[i] += n;
      image.data[i + 1] += n;
      image.data[i + 2] += n;
    }
    ctx.putImageData(image, 0, 0);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  });
  const original = Buffer.from(photo, 'base64');
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/uploads') && response.request().method() === 'POST',
  );
  await page
    .getByTestId('upload-front-input')
    .setInputFiles({ name: 'handyfoto.jpg', mimeType: 'image/jpeg', buffer: original });
  const uploaded = (await (await answered).json()).size;
  const mb = (n) => `${(n / 1024 / 1024).toFixed(2)} MB`;
  console.log('| photo | original | sent to /api/uploads | ratio |');
  console.log('|---|---:|---:|---:|');
  console.log(
    `| 4000×3000 JPEG, q 0.92 | ${mb(original.length)} | ${mb(uploaded)} | ${((uploaded / original.length) * 100).toFixed(0)} % |`,
  );
} finally {
  await browser.close();
  stop();
}
