// Runs on every page (deferred module): re-applies a stored analytics consent so that a returning
// visitor who said yes is counted, without loading the framework or the cookie banner. Waits for the load
// event so that it never competes with the first paint. A choice made in the cookie banner or its
// settings dialog (announced with COOKIE_CHOICE_EVENT, lib/cookie-banner.ts) is applied at once; one stored
// on an earlier page is applied by the call after load.
import { $cookiePreferences, adoptCookieChoice, type CookiePreferences } from '../stores/consent';
import { afterLoad } from './after-load';
import { applyConsent, track } from './analytics';
import { COOKIE_CHOICE_EVENT } from './cookie-banner';

let homeViewSent = false;

/** page_view_home once per view of the landing page, as soon as analytics is allowed: at load for a
 * returning visitor, at the choice for a new one (track() sends nothing without consent). */
function trackHomeView(preferences: CookiePreferences) {
  if (homeViewSent || location.pathname !== '/' || !preferences.analytics) return;
  homeViewSent = true;
  track('page_view_home');
}

document.addEventListener(COOKIE_CHOICE_EVENT, (event) => {
  const preferences = adoptCookieChoice((event as CustomEvent<CookiePreferences>).detail);
  applyConsent(preferences);
  trackHomeView(preferences);
});

afterLoad(() => {
  applyConsent();
  trackHomeView($cookiePreferences.get());
});
