// A page that draws in the browser inlines only the CSS of its server-rendered first screen, like a content page
// (src/build/critical-css.ts); what it draws next (a status, an error, the next step) is styled by the whole
// stylesheet, which the after-paint loader starts together with the page's modules (src/build/after-paint.ts).
// Its script draws only once that stylesheet is there, so nothing it draws is ever seen unstyled.

/** Settles when every stylesheet link of the page has loaded or failed (a failed one: the page draws anyway). */
export async function wholeStylesheet(): Promise<void> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    // `sheet` is there once a link has loaded; `data-settled` is the loader's mark for one that has loaded or failed.
    (link) => !link.sheet && !('settled' in link.dataset),
  );
  await Promise.all(
    pending.map(
      (link) =>
        new Promise<void>((settle) => {
          link.addEventListener('load', () => settle(), { once: true });
          link.addEventListener('error', () => settle(), { once: true });
        }),
    ),
  );
}
