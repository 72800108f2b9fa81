// The icons and the sharing image are rendered from their sources by scripts/make-images.mjs; these
// checks fail when a source changed and the images were not rendered again, or a size is wrong.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import ogImage from '../../src/build/og-image.json';
import { webManifest } from '../../src/build/web-manifest';
import { lowestPriceCents } from '../../src/domain/catalog';
import { formatEuro } from '../../src/domain/money';

const publicDir = join(import.meta.dirname, '../../public');

/** Width, height and colour type from a PNG's IHDR chunk (colour type 6 has alpha, 2 has none). */
function pngHeader(file: string) {
  const bytes = readFileSync(join(publicDir, file));
  expect(bytes.subarray(1, 4).toString('latin1'), `${file} is a PNG`).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), colourType: bytes[25] };
}

describe('site images', () => {
  it('the sharing image shows the catalog’s lowest price and has the size the page announces', () => {
    expect(ogImage.priceCents, 'price changed: run node scripts/make-images.mjs').toBe(lowestPriceCents());
    expect(ogImage.alt).toContain(`ab ${formatEuro(lowestPriceCents())}`);
    expect(pngHeader('og-image.png')).toMatchObject({ width: ogImage.width, height: ogImage.height });
  });

  it('every manifest icon exists with its declared size; the apple-touch-icon is 180 px and opaque', () => {
    for (const icon of webManifest().icons) {
      expect(existsSync(join(publicDir, icon.src)), icon.src).toBe(true);
      if (icon.type !== 'image/png') continue;
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngHeader(icon.src.slice(1)), icon.src).toMatchObject({ width, height });
    }
    expect(pngHeader('apple-touch-icon.png')).toEqual({ width: 180, height: 180, colourType: 2 });
    expect(pngHeader('favicon-32.png')).toMatchObject({ width: 32, height: 32 });
  });
});
