// The header's menu on small screens (spec §2, §9: a side panel sliding in from the right, 3/4 wide,
// opening in 500 ms and closing in 300 ms) without a framework: its markup is static HTML
// (components/MobileMenu.astro) and this small module, one cached file for every page, is started
// after the first paint with the page's other modules (src/build/after-paint.ts). It used to be inlined
// into every page, where its bytes counted against the first 14 KB (issue 15). A tap on the menu button
// before the module has arrived is held by the after-paint loader (the button is `data-enhanced`) and
// replayed once it has run, so the menu still opens from the first paint on.

import { trapTab } from '../islands/shared/focus-trap';

/** Spec §9: the panel closes in 300 ms (and opens in 500 ms, see the classes below). */
const CLOSE_MS = 300;

/** Wires the menu: `button` opens `dialog`, whose first child is the sliding panel. */
export function setupMobileMenu(button: HTMLButtonElement, dialog: HTMLDialogElement): void {
  const panel = dialog.firstElementChild as HTMLElement | null;
  if (!panel) return;
  // The panel names its classes for either state (data-class-open / data-class-closed), so that the
  // build's critical CSS keeps their rules although the static markup shows only the closed state.
  const slide = (open: boolean) => {
    panel.classList.remove(...(panel.dataset[open ? 'classClosed' : 'classOpen'] ?? '').split(' '));
    panel.classList.add(...(panel.dataset[open ? 'classOpen' : 'classClosed'] ?? '').split(' '));
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
    // A link navigates as links do (the header's module scrolls "So funktioniert's" smoothly on the
    // landing page; before it has loaded, the anchor's scroll-margin places the section); the panel closes.
    if (target.closest('a')) close();
  });
  // Tab and Shift+Tab stay inside the panel.
  dialog.addEventListener('keydown', (event) => trapTab(event, dialog));
}
