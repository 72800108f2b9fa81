// Every key this site writes to browser storage, in one place so that
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
/**
 * The order wizard's state (stores/wizard.ts) with the time of its last change; never ID images, only
 * upload ids and tokens. localStorage until the order is created (discarded after 24 h without a
 * change), then sessionStorage of that tab only; removed by the paid return.
 */
export const WIZARD_STATE_KEY = 'wizard-state';
/** sessionStorage: set once wizard_step_1_view was sent in this browser session. */
export const WIZARD_STEP_ONE_VIEWED_KEY = 'wizard-step-1-viewed';
/** sessionStorage: what the customer ordered, kept for the success page. */
export const CHECKOUT_SNAPSHOT_KEY = 'checkout-snapshot';
/** localStorage: an order that could not be sent, kept for a later retry. */
export const FAILED_ORDER_KEY = 'failed-order';
/**
 * sessionStorage: the order number and payment session id of /extended-wizard, read from the payment
 * provider's return URL and then removed from the address bar, so a reload of that tab still works.
 */
export const PAYMENT_RETURN_KEY = 'payment-return';
/**
 * sessionStorage: the second person typed for an add-on while its checkout is open, to fill the form
 * again after a cancelled payment (the payment session reads nothing personal); removed once paid.
 */
export const ADDON_PARTNER_DRAFT_KEY = 'addon-partner-draft';
