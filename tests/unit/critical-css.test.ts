// The per-page critical CSS (src/build/critical-css.ts, with css-syntax.ts and page-vocabulary.ts): which
// rules a page keeps, and the page rewrite.
import { describe, expect, it } from 'vitest';
import { criticalCss, FIRST_SCREEN_END, inlineCriticalCss, withoutDeadFallbacks } from '../../src/build/critical-css';
import { parseCss, serializeCss } from '../../src/build/css-syntax';
import {
  classesIn,
  dataAttributesIn,
  elementsIn,
  usedClasses,
  usedDataAttributes,
  usedElements,
} from '../../src/build/page-vocabulary';

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

const page = (html: string) => ({ classes: usedClasses(html), elements: usedElements(html) });

describe('parseCss / serializeCss', () => {
  it('round-trips a Tailwind-like sheet without its comments', () => {
    expect(serializeCss(parseCss(TAILWIND_LIKE))).toBe(TAILWIND_LIKE.replace('/*! tailwindcss */', ''));
  });

  it('keeps strings, escapes and url() with semicolons intact', () => {
    const css = '.a\\:b{content:"}{;"}.c{background:url(data:image/svg+xml;utf8,x)}';
    expect(serializeCss(parseCss(css))).toBe(css);
    expect(parseCss(css)).toHaveLength(2);
  });
});

describe('selectors', () => {
  it.each([
    ['.md\\:flex', ['md:flex']],
    ['.mt-0\\.5', ['mt-0.5']],
    [':where(.space-y-2>:not(:last-child))', ['space-y-2']],
    ['.w-\\[min\\(36rem\\,calc\\(100\\%-2rem\\)\\)\\]', ['w-[min(36rem,calc(100%-2rem))]']],
    ['.group:hover .group-hover\\:underline', ['group', 'group-hover:underline']],
    ['.backdrop\\:bg-slate-900\\/50::backdrop', ['backdrop:bg-slate-900/50']],
    ['html,:host', []],
  ])('%s needs the classes %j', (selector, classes) => {
    expect(classesIn(selector)).toEqual(classes);
  });

  it.each([
    ['.prose-text h2', ['h2']],
    [':where(select:is([multiple],[size])) optgroup', ['select', 'optgroup']],
    ['input:where([type=button],[type=reset])', ['input']],
    [':nth-child(odd)', []],
    ['[hidden]:where(:not([hidden=until-found]))', []],
    ['.w-\\[min\\(36rem\\,calc\\(100\\%-2rem\\)\\)\\]', []],
  ])('%s needs the elements %j', (selector, elements) => {
    expect(elementsIn(selector)).toEqual(elements);
  });

  it('reads class attributes, entities included, and element names', () => {
    const html =
      '<div class="mt-2  font-bold" data-state="md:flex"><p class=\'a&amp;b\'>x</p><table><tr><td>1</td></tr></table></div>';
    expect([...usedClasses(html)].sort()).toEqual(['a&b', 'font-bold', 'mt-2']);
    expect(usedElements(html)).toEqual(new Set(['html', 'head', 'body', 'div', 'p', 'table', 'tr', 'td', 'tbody']));
  });
});

describe('criticalCss', () => {
  const css = criticalCss(TAILWIND_LIKE, page('<main class="mt-2 md:flex font-bold"><h1>Titel</h1></main>'));

  it('keeps the rules the markup uses, in their layers and media queries, with the layer order first', () => {
    expect(css.startsWith('@layer properties,theme,base,components,utilities;')).toBe(true);
    expect(css).toContain('.mt-2{');
    expect(css).toContain('.font-bold{');
    expect(css).toContain('@media (width>=48rem){.md\\:flex{display:flex}}');
    expect(css).toContain('html,:host{');
    expect(css).toContain('[hidden]:where(');
    expect(css).not.toContain('@keyframes spin'); // no kept rule names it
  });

  it('drops rules for classes and elements the page lacks, and form-control pseudo-elements without a form', () => {
    for (const absent of [
      '.md\\:hidden',
      '.btn-primary',
      '.text-red-700',
      'space-y-2',
      '.prose-text',
      'table{',
      '::placeholder',
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

  it('leaves print styles and the pseudo-elements of date fields out unless the page has such a field', () => {
    const sheet =
      '@layer base{::-webkit-datetime-edit{padding:0}::placeholder{opacity:1}}@media print{.a{display:none}}';
    const withText = page('<input type="text" class="a">');
    expect(criticalCss(sheet, { ...withText, hasDateField: false })).toBe(
      '@layer base;@layer base{::placeholder{opacity:1}}',
    );
    expect(criticalCss(sheet, { ...withText, hasDateField: true })).toBe(
      '@layer base;@layer base{::-webkit-datetime-edit{padding:0}::placeholder{opacity:1}}',
    );
  });

  it('keeps a selector list when one of its selectors applies', () => {
    expect(criticalCss('.a,.b{color:red}', page('<p class="b">'))).toBe('.a,.b{color:red}');
  });
});

describe('data attributes', () => {
  it('reads the data-* attributes of markup and selectors, not escaped class text', () => {
    expect(usedDataAttributes('<ol data-demo-steps><li class="a" data-stage="x">')).toEqual(
      new Set(['data-demo-steps', 'data-stage']),
    );
    expect(dataAttributesIn('.data-\\[stage\\=done\\]\\:border-green-700[data-stage=done]')).toEqual(['data-stage']);
    expect(dataAttributesIn('.\\[data-x\\]\\:flex')).toEqual([]);
  });

  it('leaves out a rule that needs a data attribute no element of the markup has', () => {
    const sheet = '.a[data-stage=active]{color:red}.b[data-open]{color:blue}';
    const html = '<p class="a" data-step></p><p class="b" data-open></p>';
    expect(criticalCss(sheet, { ...page(html), dataAttributes: usedDataAttributes(html) })).toBe(
      '.b[data-open]{color:blue}',
    );
  });
});

describe('inlineCriticalCss', () => {
  const html =
    '<!doctype html><html><head><title>x</title><link rel="stylesheet" href="/_astro/site.css"></head>' +
    '<body><p class="mt-2">Text</p></body></html>';
  const sheets = new Map([['/_astro/site.css', TAILWIND_LIKE]]);

  it('inlines the page’s part, with a fallback link without JavaScript, and leaves the whole file for later', () => {
    const page = inlineCriticalCss(html, sheets);
    expect(page.html).toContain('<style>@layer properties,theme,base,components,utilities;');
    expect(page.html).toContain('<noscript><link rel="stylesheet" href="/_astro/site.css"></noscript></head>');
    expect(page.html).not.toContain('.font-bold{');
    expect(page.deferredStylesheets).toEqual(['/_astro/site.css']);
  });

  it('inlines the whole stylesheet on a page whose island renders in the browser on load', () => {
    const app = html.replace('<p class="mt-2">Text</p>', '<astro-island uid="x" client="only"></astro-island>');
    const page = inlineCriticalCss(app, sheets);
    expect(page.html).toContain(`<style>${serializeCss(parseCss(TAILWIND_LIKE))}</style></head>`);
    expect(page.html).not.toContain('<link rel="stylesheet"');
    expect(page.deferredStylesheets).toEqual([]);
  });

  it('on a page with a first-screen marker, inlines only what the markup before it uses', () => {
    const long = html.replace(
      '<p class="mt-2">Text</p>',
      `<p class="mt-2">Text</p>${FIRST_SCREEN_END}<p class="font-bold text-red-700">Further down</p>`,
    );
    const page = inlineCriticalCss(long, sheets);
    expect(page.html).toContain('.mt-2{');
    expect(page.html).not.toContain('.font-bold{');
    expect(page.html).not.toContain('.text-red-700{');
    expect(page.deferredStylesheets).toEqual(['/_astro/site.css']);
    // Without the marker the same page inlines the rules of all its markup.
    const whole = inlineCriticalCss(long.replace(FIRST_SCREEN_END, ''), sheets);
    expect(whole.html).toContain('.font-bold{');
  });

  it('leaves a page alone whose stylesheet it does not know', () => {
    expect(inlineCriticalCss(html, new Map())).toEqual({ html, deferredStylesheets: [] });
  });
});

describe('what the first round trip need not carry', () => {
  it('drops the fallback of a variable the theme defines, and keeps the others', () => {
    const sheet =
      '@layer theme{:root,:host{--default-font-family:system-ui}}' +
      '@layer base{html{font-family:var(--default-font-family,-apple-system,"Noto Sans",Arial);' +
      'font-feature-settings:var(--default-font-feature-settings,normal);line-height:var(--tw-leading,var(--default-font-family,x))}}';
    const css = criticalCss(sheet, page('<html><p>x</p></html>'));
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

  it('drops keyframes that only an unused theme variable names, and keeps those a rule names before `)` or `!`', () => {
    const sheet =
      '@layer theme{:root,:host{--animate-spin:spin 1s linear infinite;--x:1px}}' +
      '.a{margin:var(--x)}.b{animation-name:var(--n,pulse)!important}' +
      '@keyframes spin{to{rotate:1turn}}@keyframes pulse{50%{opacity:.5}}';
    const onlyA = criticalCss(sheet, page('<p class="a">'));
    expect(onlyA).not.toContain('@keyframes');
    expect(onlyA).not.toContain('--animate-spin');
    expect(criticalCss(sheet, page('<p class="b">'))).toContain('@keyframes pulse');
  });

  it('keeps only the @keyframes a kept rule names', () => {
    const sheet =
      '.animate-spin{animation:var(--animate-spin)}.pulse{animation:pulse 2s infinite}' +
      '@keyframes spin{to{rotate:1turn}}@keyframes pulse{50%{opacity:.5}}';
    expect(criticalCss(sheet, page('<p class="pulse">'))).toBe(
      '.pulse{animation:pulse 2s infinite}@keyframes pulse{50%{opacity:.5}}',
    );
  });
});
