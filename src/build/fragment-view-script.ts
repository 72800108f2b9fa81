// The fragment view chooser (src/build/fragment-view.ts): inlined right after a page's first screen as this file's
// text, minified by esbuild. Never imported: it runs as the page's own inline script, before the first paint.
//
// The element before the script holds one variant of the first screen per link a mail may carry, each hidden and
// named by `data-fragment-view` after the fragment parameters it needs, space-separated (fragmentViewName in
// ./fragment-view.ts), one with an empty name for any other address. It shows the variant the address names: the
// first screen a person sees is the one their link is for, with no later redraw that moves it or paints a larger text.
((script: HTMLScriptElement) => {
  const params = new URLSearchParams(location.hash.slice(1));
  const variants = [...(script.previousElementSibling?.querySelectorAll<HTMLElement>('[data-fragment-view]') ?? [])];
  const named = variants.find((variant) => {
    const names = variant.dataset.fragmentView?.split(' ').filter(Boolean) ?? [];
    return names.length > 0 && names.every((name) => !!params.get(name)?.trim());
  });
  const shown = named ?? variants.find((variant) => !variant.dataset.fragmentView);
  if (shown) shown.hidden = false;
})(document.currentScript as HTMLScriptElement);
