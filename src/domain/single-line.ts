// Shared by browser and Worker: a text that ends up in a mail subject (or another header) must be one
// line, or a line break could add headers to the mail. Every such field checks it in its schema;
// functions/db/outbox.ts refuses a subject with a line break as the last line of defence.
import * as v from 'valibot';

const LINE_BREAK = /[\r\n\u2028\u2029]/;

export function hasLineBreak(value: string): boolean {
  return LINE_BREAK.test(value);
}

/** A valibot check: the text is one line; `message` says which field, in German. */
export function singleLine(message: string) {
  return v.check((value: string) => !hasLineBreak(value), message);
}
