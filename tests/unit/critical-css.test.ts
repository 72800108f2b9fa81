// The per-page critical CSS (src/build/critical-css.ts): which rules a page keeps (beasties matching
// selectors against the parsed markup), what is shortened afterwards, and the page rewrite.
import { describe, expect, it } from 'vitest';
import { criticalCss, FIRST_SCREEN_END, inlineCriticalCss } from '../../src/build/critical-css';
import { withoutDeadFallbacks } from '../../src/build/critical-css-trim';

const TAILWIND_LIKE = [
  '/*! tailwindcss */',
  '@layer properties{@supports (x:y){*,:before,:after,::backdrop{--tw-font-weight:initial;--tw-shadow:0 0 #0000}}}',
  '@layer theme{:root,:host{--font-sans:system-ui;--default-font-family:var(--font-sans);--color-brand-700:#1a49b0;--color-red-700:red;--spacing:.25rem}}',
  '@layer base{html,:host{font-family:var(--default-font-family)}table{border-collapse:collapse}::placeholder{opacity:1}[hidden]:where(:not([hidden=until-found])){display:none!important}}',
  '@layer components{.btn-primary{background-color:var(--color-brand-700)}@media (hover:hover){.btn-primary:hover{opacity:.9}}}',
  '@layer utilities{.mt-2{margin-top:calc(var(--spacing) * 2)}.font-bold{--tw-font-weight:700;font-weight:700}.text-red-700{color:var(--color-red-700)}',
  '@media (width>=48rem){.md\\:flex{display:flex}.md\\:hidden{display:none}}',
  ':where(.space-y-2>:not(:last-child)){margin-block-start:calc(var(--spacing) * 2)}',
  '.prose-text h2{margin-top:2rem}.prose-text table{width:100%}',
  '.w-\\[min\\(36rem\\,calc\\(100\\%-2rem\\)\\)\\]{width:min(36rem,calc(100% - 2rem))}}',
  '@property --tw-font-weight{syntax:"*";inherits:false}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

describe('criticalCss', async () => {
  const css = await criticalCss(TAILWIND_LIKE, '<main class="mt-2 md:flex font-bold"><h1>Titel</h1></main>');

  it('keeps the rules the markup uses, in their layers and media queries, with the layer order first', () => {
    expect(css.startsWith('@layer properties,theme,base,components,utilities;')).toBe(true);
    expect(css).toContain('.mt-2{');
    expect(css).toContain('.font-bold{');
    expect(css).toContain('@media (width>=48rem){.md\\:flex{display:flex}}');
    expect(css).toContain('html{');
    expect(css).not.toContain('@keyframes spin'); // no kept rule names it
  });

  it('drops rules for classes, elements and attributes the page lacks', () => {
    for (const absent of [
      '.md\\:hidden',
      '.btn-primary',
      '.text-red-700',
      'space-y-2',
      '.prose-text',
      'table{',
      '[hidden]',
    ]) {
      expect(css).not.toContain(absent);
    }
    expect(css).not.toContain('@layer components');
  });

  it('keeps only the theme variables and defaults that kept rules use, followed transitively', () => {
    expect(css).toContain('--spacing:.25rem');
    expect(css).toContain('--default-font-family:var(--font-sans)');
    expect(css).toContain('--font-sans:system-ui');
    expect(css).not.toContain('--color-red-700');
    expect(css).not.toContain('--color-brand-700');
    expect(css).toContain('--tw-font-weight:initial');
    expect(css).not.toContain('--tw-shadow:0 0');
  });

  it('states the defaults once, for every browser, and leaves the @property registrations to the whole stylesheet', () => {
    expect(css).toContain('@layer properties{*,:before,:after,::backdrop{--tw-font-weight:initial}}');
    expect(css).not.toContain('@property');
    expect(css).not.toContain('@supports (x:y)');
  });

  it('leaves print styles out', async () => {
    expect(await criticalCss('.a{color:red}@media print{.a{display:none}}', '<p class="a">')).toBe('.a{color:red}');
  });

  it('keeps a selector list when one of its selectors applies', async () => {
    expect(await criticalCss('.a,.b{color:red}', '<p class="b">')).toBe('.b{color:red}');
  });
});

describe('selectors matched against the markup, as the browser matches them', () => {
  const sheet = [
    '.card:not(.is-open){display:none}',
    '.panel:not(.card){color:red}',
    '.x[data-state=open]{color:red}.y[data-state=closed]{color:blue}',
    ':where(.space-y-2>:not(:last-child)){margin-block-start:.5rem}',
    '.list:has(>li.done){border:1px solid}.list:has(>li.todo){outline:1px solid}',
    '@media (width>=48rem){.card{padding:1rem}.absent{padding:0}}',
    '.btn:hover{color:red}.btn:focus-visible{outline:2px solid}.btn::before{content:""}',
    '::placeholder{opacity:1}',
  ].join('');
  const markup =
    '<div class="card">a</div><p class="x" data-state="open"></p><p class="y" data-state="open"></p>' +
    '<ul class="space-y-2 list"><li class="done">1</li><li>2</li></ul><button class="btn">b</button><input placeholder="z. B.">';

  it('keeps what :not(), attribute selectors, :where(), :has() and media queries select in the markup', async () => {
    const css = await criticalCss(sheet, markup);
    expect(css).toContain('.card:not(.is-open){display:none}');
    expect(css).toContain('.x[data-state=open]{color:red}');
    expect(css).toContain(':where(.space-y-2>:not(:last-child))');
    expect(css).toContain('.list:has(>li.done)');
    expect(css).toContain('@media (width>=48rem){.card{padding:1rem}}');
  });

  it('leaves out what they select nowhere in it', async () => {
    const css = await criticalCss(sheet, markup);
    expect(css).not.toContain('.panel');
    expect(css).not.toContain('data-state=closed');
    expect(css).not.toContain('li.todo');
    expect(css).not.toContain('.absent');
  });

  it('keeps states and pseudo-elements of elements that exist: hover, focus, ::before, ::placeholder', async () => {
    const css = await criticalCss(sheet, markup);
    for (const kept of ['.btn:hover', '.btn:focus-visible', '.btn::before', '::placeholder'])
      expect(css).toContain(kept);
    expect(await criticalCss(sheet, '<p>nothing</p>')).not.toContain('.btn');
  });

  it("keeps a form control's own pseudo-elements only where that control is", async () => {
    const controls = [
      '::file-selector-button{margin:0}',
      '::-webkit-datetime-edit-year-field{padding:0}::-webkit-calendar-picker-indicator{line-height:1}',
      '::-webkit-inner-spin-button{height:auto}',
      '::-webkit-search-decoration{appearance:none}',
      '::placeholder{opacity:1}',
    ].join('');
    const none = await criticalCss(controls, '<input><p>text</p>');
    for (const left of ['file-selector', 'datetime-edit', 'calendar-picker', 'spin-button', 'search-', 'placeholder'])
      expect(none).not.toContain(left);
    const all = await criticalCss(
      controls,
      '<input type="file"><input type="date"><input type="number"><input type="search" placeholder="x">',
    );
    for (const kept of ['::file-selector-button', '-year-field', '::-webkit-calendar-picker-indicator', 'spin-button'])
      expect(all).toContain(kept);
    expect(all).toContain('::-webkit-search-decoration');
    expect(all).toContain('::placeholder');
  });
});

describe('inlineCriticalCss', () => {
  const html =
    '<!doctype html><html><head><title>x</title><link rel="stylesheet" href="/_astro/site.css"></head>' +
    '<body><p class="mt-2">Text</p></body></html>';
  const sheets = new Map([['/_astro/site.css', TAILWIND_LIKE]]);

  it('inlines the page’s part, with a fallback link without JavaScript, and leaves the whole file for later', async () => {
    const page = await inlineCriticalCss(html, sheets);
    expect(page.html).toContain('<style>@layer properties,theme,base,components,utilities;');
    expect(page.html).toContain('<noscript><link rel="stylesheet" href="/_astro/site.css"></noscript></head>');
    expect(page.html).not.toContain('.font-bold{');
    expect(page.deferredStylesheets).toEqual(['/_astro/site.css']);
  });

  it('counts the classes of <body> itself, which lay the page out', async () => {
    const page = await inlineCriticalCss(html.replace('<body>', '<body class="font-bold">'), sheets);
    expect(page.html).toContain('.font-bold{');
  });

  it('inlines the whole stylesheet on a page whose island renders in the browser on load', async () => {
    const app = html.replace('<p class="mt-2">Text</p>', '<astro-island uid="x" client="only"></astro-island>');
    const page = await inlineCriticalCss(app, sheets);
    expect(page.html).toContain(`<style>${TAILWIND_LIKE.replace('/*! tailwindcss */', '')}</style></head>`);
    expect(page.html).not.toContain('<link rel="stylesheet"');
    expect(page.deferredStylesheets).toEqual([]);
  });

  it('on a page with a first-screen marker, inlines only what the markup before it uses', async () => {
    const long = html.replace(
      '<p class="mt-2">Text</p>',
      `<p class="mt-2">Text</p>${FIRST_SCREEN_END}<p class="font-bold text-red-700">Further down</p>`,
    );
    const page = await inlineCriticalCss(long, sheets);
    expect(page.html).toContain('.mt-2{');
    expect(page.html).not.toContain('.font-bold{');
    expect(page.html).not.toContain('.text-red-700{');
    expect(page.deferredStylesheets).toEqual(['/_astro/site.css']);
    // Without the marker the same page inlines the rules of all its markup.
    const whole = await inlineCriticalCss(long.replace(FIRST_SCREEN_END, ''), sheets);
    expect(whole.html).toContain('.font-bold{');
  });

  it('inlines nothing for what closed <details> hide, and everything for an open one', async () => {
    const faq = html.replace(
      '<p class="mt-2">Text</p>',
      '<details class="mt-2"><summary class="font-bold">Frage?</summary><p class="text-red-700">Antwort</p></details>',
    );
    const closed = await inlineCriticalCss(faq, sheets);
    expect(closed.html).toContain('.font-bold{');
    expect(closed.html).not.toContain('.text-red-700{');
    const open = await inlineCriticalCss(faq.replace('<details class="mt-2">', '<details open class="mt-2">'), sheets);
    expect(open.html).toContain('.text-red-700{');
  });

  it('leaves a page alone whose stylesheet it does not know', async () => {
    expect(await inlineCriticalCss(html, new Map())).toEqual({ html, deferredStylesheets: [] });
  });
});

describe('what the first round trip need not carry', () => {
  it('drops the fallback of a variable the theme defines, and keeps the others', async () => {
    const sheet =
      '@layer theme{:root,:host{--default-font-family:system-ui}}' +
      '@layer base{html{font-family:var(--default-font-family,-apple-system,"Noto Sans",Arial);' +
      'font-feature-settings:var(--default-font-feature-settings,normal);line-height:var(--tw-leading,var(--default-font-family,x))}}';
    const css = await criticalCss(sheet, '<p>x</p>');
    expect(css).toContain('font-family:var(--default-font-family);');
    expect(css).toContain('font-feature-settings:var(--default-font-feature-settings,normal)');
    expect(css).toContain('line-height:var(--tw-leading,var(--default-font-family))');
    expect(css).not.toContain('Noto Sans');
  });

  it('reads past quoted parentheses in a fallback', () => {
    expect(withoutDeadFallbacks('content:var(--label,"a)b");color:red', new Set(['--label']))).toBe(
      'content:var(--label);color:red',
    );
  });

  it('drops keyframes that only an unused theme variable names, and keeps those a rule names before `)` or `!`', async () => {
    const sheet =
      '@layer theme{:root,:host{--animate-spin:spin 1s linear infinite;--x:1px}}' +
      '.a{margin:var(--x)}.b{animation-name:var(--n,pulse)!important}' +
      '@keyframes spin{to{rotate:1turn}}@keyframes pulse{50%{opacity:.5}}';
    const onlyA = await criticalCss(sheet, '<p class="a">');
    expect(onlyA).not.toContain('@keyframes');
    expect(onlyA).not.toContain('--animate-spin');
    expect(await criticalCss(sheet, '<p class="b">')).toContain('@keyframes pulse');
  });

  it('keeps the @keyframes a kept rule names, also through a theme variable', async () => {
    const sheet =
      '@layer theme{:root,:host{--animate-spin:spin 1s linear infinite}}' +
      '.animate-spin{animation:var(--animate-spin)}.pulse{animation:pulse 2s infinite}' +
      '@keyframes spin{to{rotate:1turn}}@keyframes pulse{50%{opacity:.5}}@keyframes fade{to{opacity:0}}';
    const css = await criticalCss(sheet, '<p class="pulse"></p><i class="animate-spin"></i>');
    expect(css).toContain('@keyframes pulse{');
    expect(css).toContain('@keyframes spin{');
    expect(css).not.toContain('@keyframes fade');
  });
});
