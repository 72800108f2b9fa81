// The loader that starts a content page's stylesheet and module scripts after the first paint
// (src/build/after-paint.ts): the page rewrite, and the loader run against a minimal fake browser.
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_LOADER, loadAfterPaint } from '../../src/build/after-paint';

const PAGE =
  '<html><head><style>a{}</style></head><body><header></header>' +
  '<script type="module" src="/_astro/Header.js"></script><main></main>' +
  '<script type="module" src="/_astro/Base.js"></script><script type="application/ld+json">{}</script></body></html>';

describe('loadAfterPaint', () => {
  it('takes the module scripts out and puts one loader for them and the stylesheet at the end of <body>', () => {
    const out = loadAfterPaint(PAGE, ['/_astro/site.css']);
    expect(out).not.toContain('type="module"');
    expect(out).toContain(
      `<script type="application/ld+json">{}</script><script data-stylesheets="/_astro/site.css" ` +
        `data-modules="/_astro/Header.js /_astro/Base.js">${AFTER_PAINT_LOADER}</script></body></html>`,
    );
  });

  it('leaves a page without either alone', () => {
    const plain = '<html><body><p>x</p></body></html>';
    expect(loadAfterPaint(plain, [])).toBe(plain);
  });
});

describe('AFTER_PAINT_LOADER', () => {
  /** Runs the loader as the browser would, with load, frame and timer under the test's control. */
  function run(readyState: string) {
    const appended: { rel: string; href: string }[] = [];
    const imported: string[] = [];
    let onLoad: (() => void) | undefined;
    let idle: (() => void) | undefined;
    const script = { dataset: { stylesheets: '/_astro/site.css', modules: '/_astro/a.js /_astro/b.js' } };
    const document = {
      readyState,
      currentScript: script,
      createElement: () => ({ rel: '', href: '' }),
      head: { append: (element: { rel: string; href: string }) => appended.push(element) },
    };
    const load = new Function(
      'document',
      'addEventListener',
      'self',
      'requestIdleCallback',
      'importModule',
      AFTER_PAINT_LOADER.replace('import(u)', 'importModule(u)'),
    );
    const requestIdleCallback = (callback: () => void) => (idle = callback);
    load(
      document,
      (type: string, listener: () => void) => type === 'load' && (onLoad = listener),
      { requestIdleCallback },
      requestIdleCallback,
      (url: string) => imported.push(url),
    );
    return { appended, imported, fire: () => (onLoad?.(), idle?.()), loaded: () => !!onLoad };
  }

  it('waits for the load event and an idle moment, then adds the stylesheet and imports every module', () => {
    const page = run('loading');
    expect(page.loaded()).toBe(true);
    expect(page.appended).toEqual([]);
    page.fire();
    expect(page.appended).toEqual([{ rel: 'stylesheet', href: '/_astro/site.css' }]);
    expect(page.imported).toEqual(['/_astro/a.js', '/_astro/b.js']);
  });

  it('starts at the next idle moment when the page has loaded already', () => {
    const page = run('complete');
    expect(page.loaded()).toBe(false);
    page.fire();
    expect(page.imported).toHaveLength(2);
  });
});
