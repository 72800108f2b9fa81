/** Set on window by the first "Cookie-Einstellungen" click before the banner is hydrated; read by the banner on mount. */
export const OPEN_SETTINGS_FLAG = '__openCookieSettings';
