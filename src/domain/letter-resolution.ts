// Shared by the back office and the Worker: what the operator writes when a letter the print service
// reported in trouble (undeliverable, an issue, rejected, failed) is taken care of without posting it
// again from here (resent by the print service, the address checked with the customer, …).
import * as v from 'valibot';

export const LETTER_RESOLUTION_MAX = 300;

export const letterResolutionSchema = v.object({
  note: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.minLength(3, 'Bitte kurz notieren, was erledigt wurde (mindestens 3 Zeichen).'),
    v.maxLength(LETTER_RESOLUTION_MAX, `Die Notiz ist zu lang (höchstens ${LETTER_RESOLUTION_MAX} Zeichen).`),
  ),
});
