// The visitor's cookie choices, persisted in localStorage.
import { persistentAtom } from '@nanostores/persistent';
import { COOKIE_ACKNOWLEDGED_KEY, COOKIE_PREFERENCES_KEY } from '../lib/storage-keys';

export interface CookiePreferences {
  /** Always true: the site cannot work without it (wizard progress, this choice itself). */
  necessary: true;
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
  bannerShown: boolean;
  /** ISO time of the last choice; null until the visitor chose. */
  consentTimestamp: string | null;
}

export type OptionalCategory = 'functional' | 'analytics' | 'marketing';

const DEFAULT_PREFERENCES: CookiePreferences = {
  necessary: true,
  functional: false,
  analytics: false,
  marketing: false,
  bannerShown: false,
  consentTimestamp: null,
};

function decodePreferences(raw: string): CookiePreferences {
  try {
    const parsed = JSON.parse(raw) as Partial<CookiePreferences>;
    return {
      ...DEFAULT_PREFERENCES,
      functional: parsed.functional === true,
      analytics: parsed.analytics === true,
      marketing: parsed.marketing === true,
      bannerShown: parsed.bannerShown === true,
      consentTimestamp: typeof parsed.consentTimestamp === 'string' ? parsed.consentTimestamp : null,
    };
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

export const $cookiePreferences = persistentAtom<CookiePreferences>(COOKIE_PREFERENCES_KEY, DEFAULT_PREFERENCES, {
  encode: JSON.stringify,
  decode: decodePreferences,
});

/** "true" once a choice was saved; the banner stays away from then on. */
const $bannerAcknowledged = persistentAtom<'true' | 'false'>(COOKIE_ACKNOWLEDGED_KEY, 'false');

/** Whether the visitor has chosen (on this page or an earlier one): then no banner is shown. */
export function cookieChoiceMade(): boolean {
  return $bannerAcknowledged.get() === 'true';
}

/** Saves a choice: stamps the time, marks the banner as done. */
export function saveCookieChoice(choice: Record<OptionalCategory, boolean>, now: Date = new Date()): CookiePreferences {
  return adoptCookieChoice({ necessary: true, ...choice, bannerShown: true, consentTimestamp: now.toISOString() });
}

/** Takes over a choice that is already complete (one announced with COOKIE_CHOICE_EVENT, lib/cookie-banner.ts). */
export function adoptCookieChoice(preferences: CookiePreferences): CookiePreferences {
  $cookiePreferences.set(preferences);
  $bannerAcknowledged.set('true');
  return preferences;
}

export const ACCEPT_ALL = { functional: true, analytics: true, marketing: true } as const;
export const NECESSARY_ONLY = { functional: false, analytics: false, marketing: false } as const;
