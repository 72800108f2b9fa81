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

  it('moves the web app manifest link from the head into the loader', () => {
    const withManifest = PAGE.replace('<style>', '<link rel="manifest" href="/manifest.webmanifest"><style>');
    const out = loadAfterPaint(withManifest, ['/_astro/site.css']);
    expect(out).not.toContain('<link rel="manifest"');
    expect(out).toContain(
      `<script data-stylesheets="/_astro/site.css" data-manifests="/manifest.webmanifest" ` +
        `data-modules="/_astro/Header.js /_astro/Base.js">`,
    );
  });

  it('leaves a page without either alone', () => {
    const plain = '<html><body><p>x</p></body></html>';
    expect(loadAfterPaint(plain, [])).toBe(plain);
  });
});

describe('AFTER_PAINT_LOADER', () => {
  type Listener = (event: unknown) => void;
  /** A fake element that knows which selector it matches. */
  const element = (matches: string) => {
    const self = {
      clicked: 0,
      submitted: 0,
      closest: (selector: string) => (selector.split(',').includes(matches) ? self : null),
      click: () => self.clicked++,
      requestSubmit: () => self.submitted++,
    };
    return self;
  };

  /** Runs the loader as the browser would, with load, idle moment and module loading under the test's control. */
  function run(readyState: string, { msPerRequest = 0 } = {}) {
    type Link = {
      rel: string;
      href: string;
      dataset: Record<string, string>;
      onload?: () => void;
      onerror?: () => void;
    };
    const appended: Link[] = [];
    const imported: string[] = [];
    const listeners: Record<string, Listener[]> = {};
    let idle: (() => void) | undefined;
    let finishLoading: () => void = () => {};
    const modulesLoaded = new Promise<void>((resolve) => (finishLoading = resolve));
    const script = {
      dataset: {
        stylesheets: '/_astro/site.css',
        manifests: '/manifest.webmanifest',
        modules: '/_astro/a.js /_astro/b.js',
      },
    };
    const document = {
      readyState,
      currentScript: script,
      createElement: (): Link => ({ rel: '', href: '', dataset: {} }),
      head: {
        append: (element: Link) => {
          appended.push(element);
          now += msPerRequest;
        },
      },
    };
    const requestIdleCallback = (callback: () => void) => (idle = callback);
    // The page's clock: each request the loader makes costs `msPerRequest` of the main thread.
    let now = 0;
    const timers: (() => void)[] = [];
    const frames: (() => void)[] = [];
    let painted: (() => void) | undefined;
    /** Reports the first contentful paint to the loader's observer (as the browser does once, buffered). */
    class PerformanceObserver {
      constructor(private callback: (list: unknown, observer: unknown) => void) {}
      observe() {
        painted = () =>
          this.callback({ getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) }, this);
      }
      disconnect() {
        painted = undefined;
      }
    }
    new Function(
      'document',
      'addEventListener',
      'self',
      'requestIdleCallback',
      'requestAnimationFrame',
      'PerformanceObserver',
      'importModule',
      'performance',
      'setTimeout',
      AFTER_PAINT_LOADER.replace(/\bimport\(/g, 'importModule('),
    )(
      document,
      (type: string, listener: Listener) => (listeners[type] ??= []).push(listener),
      { requestIdleCallback },
      requestIdleCallback,
      (callback: () => void) => frames.push(callback),
      PerformanceObserver,
      (url: string) => {
        imported.push(url);
        now += msPerRequest;
        return modulesLoaded;
      },
      { now: () => now },
      (callback: () => void) => timers.push(callback),
    );
    /** The first contentful paint is reported, two frames pass, and the browser is idle. */
    const paintAndIdle = () => {
      painted?.();
      frames.shift()?.();
      frames.shift()?.();
      idle?.();
    };
    const dispatch = (type: string, target: unknown) => {
      const event = {
        type,
        target,
        prevented: false,
        stopped: false,
        preventDefault: () => (event.prevented = true),
        stopPropagation: () => (event.stopped = true),
      };
      for (const listener of listeners[type] ?? []) listener(event);
      return event;
    };
    /** The stylesheet link the loader added has loaded (or, with `failed`, failed). */
    const stylesheetArrives = (failed = false) => {
      const link = appended.find((element) => element.rel === 'stylesheet')!;
      (failed ? link.onerror : link.onload)!();
    };
    /** The next task the loader queued runs, and what it starts. */
    const nextTask = async () => {
      timers.shift()?.();
      await new Promise((resolve) => setTimeout(resolve));
    };
    return {
      appended,
      imported,
      listeners,
      paintAndIdle,
      dispatch,
      finishLoading,
      frames,
      stylesheetArrives,
      nextTask,
      timers,
    };
  }

  it('waits for the load event, the first contentful paint, two frames and an idle moment', () => {
    const page = run('loading');
    expect(page.listeners.load).toHaveLength(1);
    page.paintAndIdle();
    expect(page.appended).toEqual([]); // not before the load event
    page.dispatch('load', null);
    expect(page.frames).toHaveLength(0); // nothing until the paint is reported
    page.paintAndIdle();
    expect(page.appended.map(({ rel, href }) => ({ rel, href }))).toEqual([
      { rel: 'stylesheet', href: '/_astro/site.css' },
      { rel: 'manifest', href: '/manifest.webmanifest' },
    ]);
    expect(page.imported).toEqual(['/_astro/a.js', '/_astro/b.js']);
  });

  it('makes its requests in one task while they are cheap, and in more tasks once a task has run for 20 ms', async () => {
    const cheap = run('complete', { msPerRequest: 2 });
    cheap.paintAndIdle();
    expect(cheap.appended).toHaveLength(2);
    expect(cheap.imported).toHaveLength(2);
    expect(cheap.timers).toHaveLength(0);

    // Where each request costs 20 ms (a trace recording each with its stack), a task ends after the second.
    const costly = run('complete', { msPerRequest: 20 });
    costly.paintAndIdle();
    expect(costly.appended.map(({ rel }) => rel)).toEqual(['stylesheet', 'manifest']);
    expect(costly.imported).toEqual([]);
    await costly.nextTask();
    expect(costly.imported).toEqual(['/_astro/a.js', '/_astro/b.js']);
    expect(costly.timers).toHaveLength(0);
  });

  it('replays a held click only once every request has been made and answered', async () => {
    const page = run('complete', { msPerRequest: 20 });
    const link = element('a[data-enhanced]');
    expect(page.dispatch('click', link).prevented).toBe(true);
    page.finishLoading();
    page.stylesheetArrives();
    await new Promise((resolve) => setTimeout(resolve));
    expect(link.clicked).toBe(0); // the modules are not even asked for yet
    await page.nextTask();
    expect(link.clicked).toBe(1);
  });

  it('does not wait for a load event that has passed already', () => {
    const page = run('complete');
    expect(page.listeners.load).toBeUndefined();
    page.paintAndIdle();
    expect(page.imported).toHaveLength(2);
  });

  it('holds a click on an enhanced link until the modules have run, then replays it; later clicks pass', async () => {
    const page = run('loading');
    const link = element('a[data-enhanced]');
    const click = page.dispatch('click', link);
    expect(click.prevented).toBe(true);
    expect(click.stopped).toBe(true); // only the replay reaches the page's own listeners
    expect(page.imported).toHaveLength(2); // loading started at once, not at the idle moment
    expect(link.clicked).toBe(0);
    page.finishLoading();
    page.stylesheetArrives();
    await new Promise((resolve) => setTimeout(resolve));
    expect(link.clicked).toBe(1);
    expect(page.dispatch('click', link).prevented).toBe(false);
  });

  it('replays a held click only once the stylesheet has arrived too, or failed', async () => {
    for (const failed of [false, true]) {
      const page = run('loading');
      const button = element('button[data-enhanced]');
      expect(page.dispatch('click', button).prevented).toBe(true);
      page.finishLoading();
      await new Promise((resolve) => setTimeout(resolve));
      expect(button.clicked).toBe(0); // the mobile menu would open unstyled
      const link = page.appended.find((element) => element.rel === 'stylesheet')!;
      expect(link.dataset).toEqual({});
      page.stylesheetArrives(failed);
      // Marked for a page's own script that draws only once the stylesheet is there (src/lib/whole-stylesheet.ts).
      expect(link.dataset).toEqual({ settled: '' });
      await new Promise((resolve) => setTimeout(resolve));
      expect(button.clicked).toBe(1);
    }
  });

  it('holds the submit of an enhanced form and submits it again; other clicks are left alone', async () => {
    const page = run('loading');
    expect(page.dispatch('click', element('a')).prevented).toBe(false);
    const form = element('form[data-enhanced]');
    expect(page.dispatch('submit', form).prevented).toBe(true);
    page.finishLoading();
    page.stylesheetArrives();
    await new Promise((resolve) => setTimeout(resolve));
    expect(form.submitted).toBe(1);
  });
});
