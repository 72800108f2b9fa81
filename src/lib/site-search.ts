// The search field's behaviour: lazy-loads Pagefind, searches as the visitor types (debounced),
// renders title + excerpt links and says in a live region how many results there are, in the page's UI texts
// (requested with Pagefind when the field is first used, so the page carries none of them).
import type { Translate } from '../domain/ui-messages';
import { pageLocale } from './page-locale';
import { requestTranslator } from './ui-texts-request';

interface PagefindResult {
  data: () => Promise<{ url: string; excerpt: string; meta: { title?: string; category?: string } }>;
}
interface Pagefind {
  search: (query: string) => Promise<{ results: PagefindResult[] } | null>;
  options?: (options: Record<string, unknown>) => Promise<void>;
}

const MAX_RESULTS = 8;
let pagefind: Promise<Pagefind> | null = null;

function loadPagefind(): Promise<Pagefind> {
  // A variable keeps the bundler from resolving a file that only exists after the build.
  const url = '/pagefind/pagefind.js';
  pagefind ??= import(/* @vite-ignore */ url) as Promise<Pagefind>;
  return pagefind;
}

/** Pagefind marks hits with <mark>; everything else in an excerpt is escaped text. */
function safeExcerpt(excerpt: string): string {
  const escaped = excerpt.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return escaped.replace(/&lt;mark&gt;/g, '<mark>').replace(/&lt;\/mark&gt;/g, '</mark>');
}

/** "1 Treffer.", "3 results.": the count in the plural form its language uses for it. */
function resultCount(t: Translate, count: number): string {
  const form = new Intl.PluralRules(pageLocale()).select(count) === 'one' ? 'one' : 'other';
  return t(`search.count.${form}`, { count });
}

export function setupSiteSearch(root: HTMLElement): void {
  const input = root.querySelector<HTMLInputElement>('[data-search-input]')!;
  // The live region and the result list are made here, not carried by the page, where without this script they
  // would stay empty (~35 B of the FAQ page's first round trip). Made before anything is searched, so the region is
  // in place before it first speaks.
  const status = document.createElement('p');
  status.id = `${input.id}-status`;
  status.setAttribute('role', 'status');
  status.className = 'mt-2 text-sm text-slate-700';
  status.dataset.searchStatus = '';
  const list = document.createElement('ul');
  list.className = 'mt-3 space-y-3';
  list.dataset.searchResults = '';
  root.append(status, list);
  input.setAttribute('aria-describedby', status.id);
  let timer: number | undefined;
  let latest = 0;

  async function run(query: string) {
    const ticket = ++latest;
    if (query.trim().length < 2) {
      list.replaceChildren();
      status.textContent = '';
      return;
    }
    let found: PagefindResult[];
    let t: Translate;
    try {
      [found, t] = await Promise.all([
        loadPagefind().then(async (engine) => (await engine.search(query))?.results ?? []),
        requestTranslator(),
      ]);
    } catch {
      // Without its texts the search cannot say so in the page's language either; the field stays empty.
      status.textContent = await requestTranslator().then(
        (translate) => translate('search.unavailable'),
        () => '',
      );
      return;
    }
    const items = await Promise.all(found.slice(0, MAX_RESULTS).map((result) => result.data()));
    if (ticket !== latest) return; // a newer query has overtaken this one
    list.replaceChildren(
      ...items.map((item) => {
        const li = document.createElement('li');
        li.className = 'rounded-lg border border-slate-200 p-3';
        const link = document.createElement('a');
        link.href = item.url.replace(/\.html$/, '');
        link.className = 'link font-semibold';
        link.textContent = item.meta.title ?? item.url;
        const excerpt = document.createElement('p');
        excerpt.className = 'mt-1 text-sm text-slate-800';
        excerpt.innerHTML = safeExcerpt(item.excerpt);
        li.append(link, excerpt);
        return li;
      }),
    );
    const count = found.length;
    status.textContent =
      count === 0
        ? t('search.none', { query })
        : count > MAX_RESULTS
          ? t('search.capped', { count, max: MAX_RESULTS })
          : resultCount(t, count);
  }

  // Enter searches at once instead of submitting the form (which would only reload the page).
  root.querySelector('[data-search-form]')?.addEventListener('submit', (event) => {
    event.preventDefault();
    window.clearTimeout(timer);
    void run(input.value);
  });
  input.addEventListener(
    'focus',
    () => {
      void loadPagefind().catch(() => {});
      void requestTranslator().catch(() => {});
    },
    { once: true },
  );
  input.addEventListener('input', () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void run(input.value), 200);
  });
  // This module starts after the first paint: what was typed before it arrived is searched now.
  if (input.value) void run(input.value);
}
