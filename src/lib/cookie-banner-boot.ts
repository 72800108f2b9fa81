// The cookie banner, on every page: drawn after the first paint for a visitor who has not chosen yet, and sent
// to no one else. As static HTML with its inline script it would cost 0.9 KB gzip of every document's first
// round trip (enough to push /faq and /agb into a second one on a slow network, bench/RESULTS.md), on every
// page view, for the one visit that needs it. This module (the layout's script, which every page runs after
// its first paint) decides; ./cookie-banner-view.ts draws the banner in the page's language once its texts
// and the stylesheet are there.
//
// Without the page's scripts there is no banner, and nothing that needs consent either: analytics is started
// by the same script (./analytics-boot.ts), and only after a stored or announced choice.
import { cookieChoiceMade } from '../stores/consent';
import { requestUiTexts } from './ui-texts-request';

if (!cookieChoiceMade()) {
  // The texts and the drawing code are asked for together, not one after the other.
  void requestUiTexts().catch(() => {});
  // Should its code or texts not arrive, there is no banner, and analytics stays off.
  import('./cookie-banner-view').then(({ showCookieBanner }) => showCookieBanner()).catch(() => {});
}
