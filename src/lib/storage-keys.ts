// Every key this site writes to browser storage (spec §9 "Browser storage"), in one place so that
// the privacy policy, tests and code agree. Nothing here ever holds an ID image.

/** localStorage: the visitor's cookie choices (JSON, see stores/consent.ts). */
export const COOKIE_PREFERENCES_KEY = 'cookie-preferences';
/** localStorage: "true" once the visitor made a choice in the cookie banner. */
export const COOKIE_ACKNOWLEDGED_KEY = 'cookie-banner-acknowledged';
/** localStorage: the e-mail typed on the landing page, prefilled into the wizard. */
export const LANDING_EMAIL_KEY = 'landing-email';
/** sessionStorage: analytics session id; only written with analytics consent. */
export const FUNNEL_SESSION_ID_KEY = 'funnel_session_id';
/** localStorage: pseudonymous analytics user id; only written with analytics consent. */
export const FUNNEL_USER_ID_KEY = 'funnel_user_id';
/** localStorage: the order wizard's state (stores/wizard.ts); never ID images, only upload ids and tokens. */
export const WIZARD_STATE_KEY = 'wizard-state';
/** sessionStorage: what the customer ordered, kept for the success page (spec §3 "Checkout snapshot"). */
export const CHECKOUT_SNAPSHOT_KEY = 'checkout-snapshot';
/** localStorage: an order that could not be sent, kept for a later retry (spec §3 "Failed-order record"). */
export const FAILED_ORDER_KEY = 'failed-order';
