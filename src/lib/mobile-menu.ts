// The header's menu on small screens (a side panel sliding in from the right, 3/4 wide,
// opening in 500 ms and closing in 300 ms) without a framework. The page carries only the open button
// (components/MobileMenu.astro); this module, one cached file for every page started after the first
// paint (src/build/after-paint.ts), builds the panel from the header's own links. A closed dialog shows
// nothing, yet its markup and the CSS of its open state used to travel in every document, about 0.5 KB
// of the first round trip's 14 KB. The button works only with this module in any case
// (showModal), and it is `data-enhanced`: a tap before the module and the whole stylesheet have arrived is
// held by the after-paint loader and replayed once both are there, so the panel never opens unstyled.

import { trapTab } from '../islands/shared/focus-trap';

/** The panel closes in 300 ms (and opens in 500 ms, see the classes below). */
const CLOSE_MS = 300;

/** The open button's look, shared with the panel's close button. */
export const ICON_BUTTON =
  'inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100';

/** The panel's classes in either state: off-screen on the right, or in place. */
const PANEL_OPEN = ['translate-x-0', 'duration-500'];
const PANEL_CLOSED = ['translate-x-full', 'duration-300'];

const CLOSE_ICON =
  '<svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2">' +
  '<path d="M6 6l12 12M18 6L6 18" stroke-linecap="round"></path></svg>';

/** The panel's words in the page's language; the open button carries them (components/MobileMenu.astro). */
interface MenuTexts {
  title: string;
  close: string;
  navigation: string;
}

/** The texts the open button carries in `data-menu-title`, `data-menu-close-label` and `data-menu-navigation`. */
function menuTextsOf(button: HTMLElement): MenuTexts {
  const { menuTitle, menuCloseLabel, menuNavigation } = button.dataset;
  return { title: menuTitle ?? '', close: menuCloseLabel ?? '', navigation: menuNavigation ?? '' };
}

/**
 * The closed menu dialog, listing copies of `links` (the header's navigation) as full-width buttons:
 * the header's primary action stays the primary button. Copies keep their data attributes, so "So
 * funktioniert's" scrolls on the landing page as the header's link does.
 */
function menuDialog(links: readonly HTMLAnchorElement[], texts: MenuTexts): HTMLDialogElement {
  const dialog = document.createElement('dialog');
  dialog.id = 'mobile-menu';
  dialog.setAttribute('aria-labelledby', 'mobile-menu-title');
  dialog.className =
    'm-0 ml-auto h-dvh max-h-none w-3/4 max-w-none overflow-hidden bg-transparent p-0 backdrop:bg-slate-900/40';
  dialog.innerHTML =
    `<div class="flex h-full flex-col gap-4 bg-white p-6 shadow-xl transition-transform ease-out motion-reduce:transition-none ${PANEL_CLOSED.join(' ')}">` +
    '<div class="flex items-center justify-between"><h2 id="mobile-menu-title" class="text-lg font-bold"></h2>' +
    `<button type="button" class="${ICON_BUTTON}" data-menu-close>${CLOSE_ICON}</button></div>` +
    '<nav class="flex flex-col gap-3"></nav></div>';
  // Set as text and attributes, never as markup: the texts come from the page.
  dialog.querySelector('h2')!.textContent = texts.title;
  dialog.querySelector('[data-menu-close]')!.setAttribute('aria-label', texts.close);
  dialog.querySelector('nav')!.setAttribute('aria-label', texts.navigation);
  dialog.querySelector('nav')!.append(
    ...links.map((link) => {
      const copy = link.cloneNode(true) as HTMLAnchorElement;
      copy.className = link.classList.contains('btn-primary') ? 'btn-primary' : 'btn-secondary';
      return copy;
    }),
  );
  return dialog;
}

/** Builds the panel next to `button` from `links` and wires it: `button` opens it. */
export function setupMobileMenu(button: HTMLButtonElement, links: readonly HTMLAnchorElement[]): HTMLDialogElement {
  const dialog = menuDialog(links, menuTextsOf(button));
  button.after(dialog);
  button.setAttribute('aria-controls', dialog.id);
  const panel = dialog.firstElementChild as HTMLElement;
  const slide = (open: boolean) => {
    panel.classList.remove(...(open ? PANEL_CLOSED : PANEL_OPEN));
    panel.classList.add(...(open ? PANEL_OPEN : PANEL_CLOSED));
  };
  let closing = false;
  const close = () => {
    if (closing || !dialog.open) return;
    closing = true;
    slide(false);
    setTimeout(() => {
      dialog.close();
      closing = false;
      button.setAttribute('aria-expanded', 'false');
      button.focus();
    }, CLOSE_MS);
  };
  button.addEventListener('click', () => {
    dialog.showModal();
    button.setAttribute('aria-expanded', 'true');
    // Start the slide on the next frame so the transition runs from off-screen.
    requestAnimationFrame(() => requestAnimationFrame(() => slide(true)));
  });
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault(); // Escape: animate out instead of vanishing
    close();
  });
  dialog.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target === dialog) return close(); // a click on the backdrop
    if (target.closest('[data-menu-close]')) return close();
    // A link navigates as links do (on the landing page the header's module scrolls to "So
    // funktioniert's" instead); the panel closes.
    if (target.closest('a')) close();
  });
  // Tab and Shift+Tab stay inside the panel.
  dialog.addEventListener('keydown', (event) => trapTab(event, dialog));
  return dialog;
}
