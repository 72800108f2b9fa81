// Runs on every page (deferred module): re-applies a stored analytics consent so that a returning
// visitor who said yes is counted, without loading React or the cookie banner. Waits for the load
// event so that it never competes with the first paint.
import { afterLoad } from './after-load';
import { applyConsent, track } from './analytics';

afterLoad(() => {
  applyConsent();
  if (location.pathname === '/') track('page_view_home');
});
