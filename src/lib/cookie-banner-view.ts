// Draws the cookie banner (./cookie-banner.ts decides whether) in the page's language, without a framework:
// content pages load none. It is placed right after the skip link, before the header (as GOV.UK's is): drawn
// at the bottom of the screen, but a keyboard user reaches its buttons with the first presses of Tab instead
// of after every link of the page. "Alle akzeptieren" and "Nur notwendige" are handled here; "Einstellungen"
// carries data-cookie-settings, which opens the settings dialog (./cookie-settings-loader.ts).
import { pathIn } from '../domain/page-paths';
import type { Translate } from '../domain/ui-messages';
import { sentenceParts } from '../domain/sentence-parts';
import { ACCEPT_ALL, cookieChoiceMade, NECESSARY_ONLY, saveCookieChoice } from '../stores/consent';
import { COOKIE_BANNER_ID, COOKIE_CHOICE_EVENT, type CookieBannerElement } from './cookie-banner';
import { pageLocale } from './page-locale';
import { requestTranslator } from './ui-texts-request';

const TEXT_CLASS = 'text-sm text-slate-800';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  node.append(...children);
  return node;
}

function choiceButton(label: string, className: string, data: Record<string, string>): HTMLButtonElement {
  const button = element('button', className, label);
  button.type = 'button';
  Object.assign(button.dataset, data);
  return button;
}

/** The banner's markup; its texts are set as text, never parsed as HTML. */
function bannerElement(t: Translate): CookieBannerElement {
  const locale = pageLocale();
  const change = sentenceParts(t('cookie.change')).map((part) => {
    if (!('tag' in part)) return part.text;
    const link = element('a', 'link', part.text);
    link.href = pathIn('/datenschutz', locale);
    return link;
  });
  const title = element('h2', 'text-lg font-bold', t('cookie.title'));
  title.id = `${COOKIE_BANNER_ID}-title`;
  const banner = element(
    'section',
    'fixed inset-x-0 bottom-0 z-40 max-h-[70dvh] overflow-y-auto border-t border-slate-300 bg-white p-4 [box-shadow:0_-4px_16px_rgb(0_0_0/0.12)] sm:p-6',
    element(
      'div',
      'mx-auto flex max-w-5xl flex-col gap-4 md:flex-row md:items-end',
      element(
        'div',
        'flex-1',
        title,
        // Short paragraphs: none of them may become a page's largest paint.
        element('p', `mt-1 ${TEXT_CLASS}`, t('cookie.necessary')),
        element('p', TEXT_CLASS, t('cookie.consent')),
        element('p', TEXT_CLASS, ...change),
      ),
      element(
        'div',
        'grid grid-cols-2 gap-2 sm:flex',
        choiceButton(t('cookie.acceptAll'), 'btn-primary', { cookieChoice: 'all' }),
        choiceButton(t('cookie.necessaryOnly'), 'btn-primary', { cookieChoice: 'necessary' }),
        choiceButton(t('cookie.settings'), 'btn-secondary col-span-2', { cookieSettings: '' }),
      ),
    ),
  );
  banner.id = COOKIE_BANNER_ID;
  banner.setAttribute('aria-labelledby', title.id);
  return banner;
}

/** Focus handling and the two main buttons. */
function wire(banner: CookieBannerElement): void {
  let cameFrom: HTMLElement | null = null;
  banner.addEventListener('focusin', (event) => {
    const from = event.relatedTarget as HTMLElement | null;
    // Coming back from inside the banner or from the settings dialog is not arriving from the page.
    if (from && (banner.contains(from) || from.closest('dialog'))) return;
    cameFrom = from;
  });
  banner.dismiss = () => {
    banner.hidden = true;
    if (cameFrom && cameFrom.isConnected && cameFrom !== document.body) return cameFrom;
    const main = document.getElementById('main');
    const heading = main?.querySelector('h1');
    if (!heading) return main;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    return heading;
  };
  banner.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-cookie-choice]');
    if (!button || !banner.dismiss) return;
    const preferences = saveCookieChoice(button.dataset.cookieChoice === 'all' ? ACCEPT_ALL : NECESSARY_ONLY);
    // A mouse click must not scroll the page; a keyboard user is taken to where focus lands.
    const byKeyboard = button.matches(':focus-visible');
    banner.dismiss()?.focus({ preventScroll: !byKeyboard });
    document.dispatchEvent(new CustomEvent(COOKIE_CHOICE_EVENT, { detail: preferences }));
  });
}

/** A stylesheet link's state: Chrome gives a link that failed an empty sheet, one still loading none. */
function sheetState(link: HTMLLinkElement): 'loaded' | 'failed' | 'loading' {
  if (!link.sheet) return 'loading';
  try {
    return link.sheet.cssRules.length > 0 ? 'loaded' : 'failed';
  } catch {
    return 'failed';
  }
}

/**
 * Whether the whole stylesheet has arrived: the banner's rules are not in the first paint's inline CSS. True once
 * every stylesheet link has loaded; false if one failed, for unstyled the banner would stand at the top and push
 * the page down: then it stays away, as it does without scripts (and analytics with it). Read from the links
 * themselves: the after-paint loader waits for them too, but exposing that would add bytes to every document.
 */
async function stylesheetsLoaded(): Promise<boolean> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
  const states = await Promise.all(
    links.map((link) =>
      sheetState(link) !== 'loading'
        ? sheetState(link)
        : new Promise<string>((settled) => {
            link.addEventListener('load', () => settled(sheetState(link)), { once: true });
            link.addEventListener('error', () => settled('failed'), { once: true });
          }),
    ),
  );
  return states.every((state) => state === 'loaded');
}

/** Shows the banner, unless a choice was made meanwhile (in the settings dialog, or in another tab). */
export async function showCookieBanner(): Promise<void> {
  const [t, styled] = await Promise.all([requestTranslator(), stylesheetsLoaded()]);
  if (!styled || cookieChoiceMade() || document.getElementById(COOKIE_BANNER_ID)) return;
  const banner = bannerElement(t);
  wire(banner);
  const skipLink = document.querySelector('body > a[href="#main"]');
  if (skipLink) skipLink.after(banner);
  else document.body.prepend(banner);
}
