// "So funktioniert's" in the header: elsewhere the link simply navigates to /#how-it-works; on
// the landing page it waits 100 ms, then scrolls (smoothly unless reduced motion is asked for) so the section sits 80 px below the top.
import { scrollBehavior } from './motion';

const HOW_IT_WORKS_ID = 'how-it-works';
const SCROLL_DELAY_MS = 100;
const SCROLL_OFFSET_PX = 80;

function scrollToHowItWorks(): void {
  window.setTimeout(() => {
    const section = document.getElementById(HOW_IT_WORKS_ID);
    if (!section) {
      console.warn(`Abschnitt #${HOW_IT_WORKS_ID} nicht gefunden – scrolle nach oben.`);
      window.scrollTo({ top: 0, behavior: scrollBehavior() });
      return;
    }
    const top = section.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
    window.scrollTo({ top, behavior: scrollBehavior() });
  }, SCROLL_DELAY_MS);
}

/** On the landing page: put the anchor in the address bar and scroll there as the spec says. */
function goToHowItWorks(): void {
  history.replaceState(null, '', `/#${HOW_IT_WORKS_ID}`);
  scrollToHowItWorks();
}

/** Handles a click on a "So funktioniert's" link; returns true when it took over the navigation. */
export function onHowItWorksClick(event: MouseEvent): boolean {
  if (location.pathname !== '/' || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return false;
  event.preventDefault();
  goToHowItWorks();
  return true;
}
