// Runs on every page (deferred module): re-applies a stored analytics consent so that a returning
// visitor who said yes is counted, without loading React or the cookie banner. Waits for the load
// event so that it never competes with the first paint. A choice made in the static cookie banner
// (lib/cookie-banner-static.ts) is applied at once; one made before this module ran is stored and
// applied by the call after load.
import { adoptCookieChoice, type CookiePreferences } from '../stores/consent';
import { afterLoad } from './after-load';
import { applyConsent, track } from './analytics';
import { COOKIE_CHOICE_EVENT } from './cookie-banner-static';

document.addEventListener(COOKIE_CHOICE_EVENT, (event) => {
  applyConsent(adoptCookieChoice((event as CustomEvent<CookiePreferences>).detail));
});

afterLoad(() => {
  applyConsent();
  if (location.pathname === '/') track('page_view_home');
});
