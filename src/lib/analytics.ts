// The only way this site talks to analytics. Nothing is sent, stored or loaded before
// the visitor consented to analytics; the Google tag loads only then, and only when
// PUBLIC_GA_MEASUREMENT_ID is set. Consent Mode v2 starts "denied" and is updated on every choice.
// Callers pass no personal data: mask it first (see maskEmail). The page address and referrer are
// sent without the fragment and with only harmless query parameters (analyticsLocation): order
// numbers, payment session ids and status tokens in a URL never reach analytics.
import { $cookiePreferences, type CookiePreferences } from '../stores/consent';
import { FUNNEL_SESSION_ID_KEY, FUNNEL_USER_ID_KEY } from './storage-keys';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const MEASUREMENT_ID = import.meta.env.PUBLIC_GA_MEASUREMENT_ID;
const GTAG_SRC = 'https://www.googletagmanager.com/gtag/js';

function consentState(p: CookiePreferences) {
  const grant = (on: boolean) => (on ? 'granted' : 'denied');
  return {
    analytics_storage: grant(p.analytics),
    ad_storage: grant(p.marketing),
    ad_user_data: grant(p.marketing),
    ad_personalization: grant(p.marketing),
    functionality_storage: grant(p.functional),
    personalization_storage: grant(p.functional),
    security_storage: 'granted',
  };
}

function gtagStub(): Gtag {
  if (!window.gtag) {
    window.dataLayer = window.dataLayer ?? [];
    // gtag.js expects the `arguments` object itself in the data layer.
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
    window.gtag('consent', 'default', {
      ...consentState({
        necessary: true,
        functional: false,
        analytics: false,
        marketing: false,
        bannerShown: false,
        consentTimestamp: null,
      }),
      wait_for_update: 500,
    });
  }
  return window.gtag;
}

/** Query parameters analytics may see: the wizard step and campaign tags. Everything else is dropped. */
const SAFE_QUERY_PARAMS = new Set(['schritt', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']);

/**
 * An address as analytics may see it: origin and path, only SAFE_QUERY_PARAMS, no fragment.
 * '/extended-wizard?session_id=cs_…&order_number=PK-…' → 'https://…/extended-wizard';
 * '/status#bestellung=…&token=…' → 'https://…/status'.
 */
export function analyticsLocation(href: string): string {
  try {
    const url = new URL(href);
    const kept = new URLSearchParams();
    for (const [name, value] of url.searchParams) if (SAFE_QUERY_PARAMS.has(name)) kept.append(name, value);
    const search = kept.toString();
    return `${url.origin}${url.pathname}${search ? `?${search}` : ''}`;
  } catch {
    return '';
  }
}

/** The referrer for analytics: our own pages like analyticsLocation, other sites (e.g. the checkout) by origin only. */
export function analyticsReferrer(referrer: string, origin: string): string {
  try {
    const url = new URL(referrer);
    return url.origin === origin ? analyticsLocation(referrer) : `${url.origin}/`;
  } catch {
    return '';
  }
}

/** page_location and page_referrer of the current page, cleaned; sent with the config and with every event. */
function pageFields(): { page_location: string; page_referrer: string } {
  return {
    page_location: analyticsLocation(location.href),
    page_referrer: analyticsReferrer(document.referrer, location.origin),
  };
}

function loadTag(id: string): void {
  if (document.querySelector(`script[src^="${GTAG_SRC}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SRC}?id=${encodeURIComponent(id)}`;
  document.head.append(script);
  const gtag = gtagStub();
  gtag('js', new Date());
  // Set before config: the automatic page_view must not carry the raw address either.
  gtag('set', pageFields());
  gtag('config', id, { user_id: ids()?.userId, ...pageFields() });
}

function storageGet(storage: Storage, key: string, make: () => string): string {
  let value = storage.getItem(key);
  if (!value) {
    value = make();
    storage.setItem(key, value);
  }
  return value;
}

/** The funnel's session and user ids; created only with analytics consent. */
function ids(): { sessionId: string; userId: string } | null {
  if (!$cookiePreferences.get().analytics) return null;
  try {
    return {
      sessionId: storageGet(sessionStorage, FUNNEL_SESSION_ID_KEY, () => crypto.randomUUID()),
      userId: storageGet(localStorage, FUNNEL_USER_ID_KEY, () => crypto.randomUUID()),
    };
  } catch {
    return null;
  }
}

/** Applies a cookie choice: updates Consent Mode, loads the tag when analytics is allowed, forgets ids when not. */
export function applyConsent(preferences: CookiePreferences = $cookiePreferences.get()): void {
  if (!preferences.analytics) {
    try {
      // The ids are made together, and only once a choice allowed analytics (ids() below). Before any
      // choice, and without a user id, there is no session id to forget either, and this tab's
      // sessionStorage is left unopened: its first use is a synchronous trip to the browser process, which
      // took 19–65 ms of a first visit's main thread in Lighthouse's fresh profile (bench/RESULTS.md).
      const hadIds = preferences.consentTimestamp !== null || localStorage.getItem(FUNNEL_USER_ID_KEY) !== null;
      if (hadIds) {
        sessionStorage.removeItem(FUNNEL_SESSION_ID_KEY);
        localStorage.removeItem(FUNNEL_USER_ID_KEY);
      }
    } catch {
      /* storage blocked: nothing stored either */
    }
  }
  if (!MEASUREMENT_ID) return;
  if (!preferences.analytics && !window.gtag) return; // never loaded, nothing to update
  gtagStub()('consent', 'update', consentState(preferences));
  if (preferences.analytics) loadTag(MEASUREMENT_ID);
}

/** Records an analytics event; does nothing without analytics consent. */
export function track(event: string, params: Record<string, string | number | boolean> = {}): void {
  const funnel = ids();
  if (!funnel || !MEASUREMENT_ID) return;
  const gtag = gtagStub();
  // The address may have changed since the tag loaded (wizard steps, a removed return query).
  gtag('set', pageFields());
  gtag('event', event, { ...params, ...pageFields(), funnel_session_id: funnel.sessionId });
}

/** Masks an e-mail for analytics: "erika@example.de" → "e***@example.de". */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return domain ? `${local.slice(0, 1)}***@${domain}` : '***';
}
