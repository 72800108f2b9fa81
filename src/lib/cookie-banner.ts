// The cookie banner's names, shared by the script that decides to show it (./cookie-banner-boot.ts), the one
// that draws it (./cookie-banner-view.ts), the settings dialog (islands/cookie-banner) and analytics
// (./analytics-boot.ts).

/** Dispatched on `document` with the saved CookiePreferences as `detail`. */
export const COOKIE_CHOICE_EVENT = 'cookie-choice';

/** Dispatched on `document` when the settings dialog is asked for; the control waits under OPEN_SETTINGS_FLAG. */
export const COOKIE_SETTINGS_EVENT = 'cookie-settings';

/** Set on window to the control whose click asked for the settings dialog, until the dialog opens for it. */
export const OPEN_SETTINGS_FLAG = '__openCookieSettings';

/** The banner's element id. */
export const COOKIE_BANNER_ID = 'cookie-banner';

/** What the banner element offers the settings dialog. */
export interface CookieBannerElement extends HTMLElement {
  /**
   * Hides the banner and returns where focus belongs now: the element the visitor came into the banner
   * from, else the main heading (made focusable), never <body>.
   */
  dismiss?: () => HTMLElement | null;
}
