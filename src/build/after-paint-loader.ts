// The after-paint loader (src/build/after-paint.ts): inlined into every content page as this file's
// text, minified by esbuild. Never imported: it runs as the page's own inline script.
//
// Loads what the script element names in `data-preloads`, `data-stylesheets`, `data-manifests` and `data-modules`
// (space-separated URLs) after the load event, once the first contentful paint has been reported, two
// frames later, at the next idle moment (at the latest 2 s after that); or at once on a click on an
// enhanced link or button or the submit of an enhanced form, which is held and replayed once the
// modules have run and the stylesheets have arrived.
((script: HTMLScriptElement) => {
  let started: Promise<void> | undefined;
  let loaded = false;
  const urls = (name: string) => (script.dataset[name] ?? '').split(' ').filter(Boolean);

  // Starts everything once. It settles when every module has run or failed and every stylesheet has
  // loaded or failed: allSettled, because one failing module must not replay a held click before the
  // others have run; the stylesheet, because what a held click opens (the mobile menu) is styled by it.
  const start = () =>
    (started ??= (async () => {
      const pending: Promise<unknown>[] = [];
      let began = performance.now();
      // `data-preloads`: data the page's own script will fetch (its texts), asked for first, not behind its modules.
      for (const rel of ['preload', 'stylesheet', 'manifest', 'module'])
        for (const href of urls(`${rel}s`)) {
          // All in this task while they are cheap (/status's sixteen took 8–33 ms at 4× CPU), in more tasks once it
          // has run for 20 ms: where each request costs more (a trace records every one with its stack, as Lighthouse
          // does: 95–185 ms for the same sixteen), a tap never waits behind a long task of the loader's. A plain timer
          // (not scheduler.postTask): this script is in every page, whose bytes must fit TCP's first flight.
          if (performance.now() - began > 20) {
            await new Promise((resume) => setTimeout(resume));
            began = performance.now();
          }
          if (rel === 'module') {
            pending.push(import(href));
            continue;
          }
          const link = document.createElement('link');
          link.rel = rel;
          link.href = href;
          if (rel === 'preload') {
            link.as = 'fetch';
            link.crossOrigin = '';
          }
          // `data-settled`: a page's own script that draws (src/lib/whole-stylesheet.ts) sees that a link has
          // loaded or failed even when that happened before it ran.
          if (rel === 'stylesheet')
            pending.push(
              new Promise((settle) => {
                link.onload = link.onerror = (event) => {
                  link.dataset.settled = '';
                  settle(event);
                };
              }),
            );
          document.head.append(link);
        }
      await Promise.allSettled(pending);
      loaded = true;
    })());

  // Once the first contentful paint is reported, two frames on, at the next idle moment.
  const afterFirstPaint = () => {
    const run = () => start().catch(() => {});
    const whenIdle = () =>
      'requestIdleCallback' in self ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);
    const twoFramesOn = () => requestAnimationFrame(() => requestAnimationFrame(whenIdle));
    try {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length) {
          observer.disconnect();
          twoFramesOn();
        }
      }).observe({ type: 'paint', buffered: true });
    } catch {
      twoFramesOn();
    }
  };

  // Holds a click on an enhanced link or button, or the submit of an enhanced form, until then. No
  // listener sees the held event (a module that has run already would act on it twice, the menu would
  // open before its stylesheet), only its replay.
  const hold = (event: Event) => {
    const target = event.target as Element | null;
    const enhanced =
      !loaded &&
      target?.closest?.(event.type === 'submit' ? 'form[data-enhanced]' : 'a[data-enhanced],button[data-enhanced]');
    if (!enhanced) return;
    event.preventDefault();
    event.stopPropagation();
    const replay = () =>
      event.type === 'submit' ? (enhanced as HTMLFormElement).requestSubmit() : (enhanced as HTMLElement).click();
    start().then(replay, replay);
  };
  addEventListener('click', hold, true);
  addEventListener('submit', hold, true);

  if (document.readyState === 'complete') afterFirstPaint();
  else addEventListener('load', afterFirstPaint, { once: true });
})(document.currentScript as HTMLScriptElement);
