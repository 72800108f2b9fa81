// Shared by browser and Worker: a mobile number for SMS updates, validated and kept as E.164 with
// libphonenumber-js's mobile metadata (≈ 34 KB gzip: the wizard imports this module only when a Pro
// customer opts in, never with its first paint).
import * as v from 'valibot';
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { MOBILE_NUMBER_MAX, MOBILE_NUMBER_MESSAGE } from './sms';

/**
 * A mobile number as E.164 ('+491711234567'), or null when it is not a valid mobile number. German
 * numbers may be written nationally (0171 …); other countries need their prefix (+43 …).
 */
export function toE164Mobile(raw: string): string | null {
  if (raw.length > MOBILE_NUMBER_MAX) return null;
  const parsed = parsePhoneNumberFromString(raw, 'DE');
  return parsed?.isValid() && parsed.getType() === 'MOBILE' ? parsed.number : null;
}

/** The number as the status page shows it to a link holder: '+49 171 ••• 67'. */
export function maskedMobile(e164: string): string {
  const international = parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
  const [country = '', area = ''] = international.split(' ');
  return `${country} ${area} ••• ${e164.slice(-2)}`;
}

/** The order request's `sms`: sent only with the opt-in; the number as typed, kept as E.164. */
export const SmsOptInSchema = v.object(
  {
    optIn: v.literal(true, 'Ungültige Eingabe'),
    mobile: v.pipe(
      v.string(MOBILE_NUMBER_MESSAGE),
      v.trim(),
      v.check((s) => toE164Mobile(s) !== null, MOBILE_NUMBER_MESSAGE),
      v.transform((s) => toE164Mobile(s)!),
    ),
  },
  'Ungültige Eingabe',
);
