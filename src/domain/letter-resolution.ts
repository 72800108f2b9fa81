// Shared by the back office and the Worker: what the operator writes when a letter the print service
// reported in trouble (undeliverable, an issue, rejected, failed) is taken care of without posting it
// again from here (resent by the print service, the address checked with the customer, …).
import * as v from 'valibot';
import { de } from './catalogue/operator';
import { format } from './format-message';

export const LETTER_RESOLUTION_MIN = 3;
export const LETTER_RESOLUTION_MAX = 300;

export const letterResolutionSchema = v.object({
  note: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.minLength(LETTER_RESOLUTION_MIN, format(de['operator.letterNoteRequired'], { min: LETTER_RESOLUTION_MIN })),
    v.maxLength(LETTER_RESOLUTION_MAX, format(de['operator.letterNoteTooLong'], { max: LETTER_RESOLUTION_MAX })),
  ),
});
