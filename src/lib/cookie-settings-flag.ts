/**
 * Set on window to the "Cookie-Einstellungen" control whose click hydrates the settings dialog
 * (lib/consent-directive.ts); the dialog opens for it on mount (islands/cookie-banner/CookieSettings).
 */
export const OPEN_SETTINGS_FLAG = '__openCookieSettings';
