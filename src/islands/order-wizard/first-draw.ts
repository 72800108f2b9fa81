// Typing before the wizard is there. /app paints step 1 as plain HTML (StepOneShell, src/pages/app.astro)
// and the wizard takes its place once React DOM and its modules have arrived: on a slow phone 1.5–2 s
// later. The first draw is a live form, so the customer types from the first paint; what they did in it is
// handed to the wizard the moment it first commits, through the wizard's own handlers, as if they had typed
// it there: the values (masked, the postal code looked up, an autofilled street split from its number),
// the fields they left (their errors show as after a blur), the field they are in with the caret where it
// was, and a "Weiter" pressed meanwhile. No key is lost: the first draw stays in the page while the wizard
// renders beside it, and is read, removed and handed over within the task that commits the wizard.
//
// The page notes each input event in the first draw (src/pages/app.astro), so each value is replayed as
// what it was: typed, or put in whole (autofill, paste); first-draw-submit.ts holds an early "Weiter".
import { PERSONAL_FIELDS, type PersonalField } from '../../domain/wizard-state';
import { isWholeValueInput, maskInput } from '../shared/personal-input';
import { FIRST_DRAW_SUBMITTED } from './first-draw-submit';

/** What the customer did in the first draw, read just before the wizard replaces it. */
interface FirstDrawInput {
  /** Values put in, by the input's id (the wizard's inputs have the same ids), and whether in one go. */
  values: { id: string; value: string; whole: boolean }[];
  /** The input the customer is in, with the caret or selection, and whether the caret is at the end. */
  focus: { id: string; start: number | null; end: number | null; atEnd: boolean } | null;
  /** "Weiter" (or Enter) was pressed before the wizard was there: the id of an input of that form. */
  submitted: string | null;
}

/** The page's first draw of step 1, while it is there. */
const firstDraw = () => document.querySelector<HTMLElement>('[data-first-draw]');

/** What was typed into the first draw; null when it was left untouched. */
function readFirstDraw(draw: HTMLElement): FirstDrawInput | null {
  const values = [...draw.querySelectorAll('input')]
    .filter((input) => input.id && input.value !== input.defaultValue)
    .map((input) => ({ id: input.id, value: input.value, whole: putInWhole(input) }));
  const active = document.activeElement;
  const focused = active instanceof HTMLInputElement && draw.contains(active) && active.id ? active : null;
  const submitted = FIRST_DRAW_SUBMITTED in draw.dataset ? (draw.querySelector('input[id]')?.id ?? null) : null;
  if (!values.length && !focused && !submitted) return null;
  return {
    values,
    focus: focused && { id: focused.id, ...selectionOf(focused), atEnd: caretAtEnd(focused) },
    submitted,
  };
}

/**
 * Whether the input's last change put a whole value in (autofill, paste), by the wizard's own rule, from
 * what the page noted of it; a value nobody typed (the browser restored it) counts as whole.
 */
function putInWhole(input: HTMLInputElement): boolean {
  const { before, inputType } = input.dataset;
  return isWholeValueInput(before ?? '', input.value, inputType);
}

/** Whether the caret stands after the last character, where typing goes on (true for inputs without one). */
function caretAtEnd(input: HTMLInputElement): boolean {
  const { start, end } = selectionOf(input);
  return start === null || (start === end && end === input.value.length);
}

/** The caret or selection of an input; null for types without one (e-mail). */
function selectionOf(input: HTMLInputElement): { start: number | null; end: number | null } {
  try {
    return { start: input.selectionStart, end: input.selectionEnd };
  } catch {
    return { start: null, end: null };
  }
}

const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

/**
 * Removes the first draw and hands what was done in it to the wizard, which has just been committed
 * beside it (call from the wizard's outermost layout effect): an input event per value, so the wizard's
 * own handlers run; a focusout for every field left; the focus and the caret; then, once the wizard has
 * taken the values, a pending "Weiter". A field the wizard does not show (a returning customer's wizard
 * opens at a later step) keeps the wizard's own data.
 */
export function takeOverFirstDraw(): void {
  const draw = firstDraw();
  if (!draw) return;
  const typed = readFirstDraw(draw);
  draw.remove();
  // Once React has finished this commit (its controlled inputs set back, in an event dispatched during
  // a commit, what its state does not have yet), still before any input event of the customer's.
  if (typed) queueMicrotask(() => handOver(typed));
}

function handOver(typed: FirstDrawInput): void {
  const inputOf = (id: string) => {
    const element = document.getElementById(id);
    return element instanceof HTMLInputElement ? element : null;
  };
  for (const { id, value, whole } of typed.values) {
    const input = inputOf(id);
    if (!input) continue;
    // Masked already as the wizard will mask it, so React leaves the value, and the caret in it, alone.
    const field = id.replace(/^personal-/, '') as PersonalField;
    setValue.call(input, PERSONAL_FIELDS.includes(field) ? maskInput(field, value) : value);
    // Typed, or put in whole (an autofilled street then gives its house number to its own field).
    const inputType = whole ? 'insertReplacementText' : 'insertText';
    input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType, data: value }));
    if (id !== typed.focus?.id) input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  }
  const focused = typed.focus && inputOf(typed.focus.id);
  if (focused) {
    focused.focus({ preventScroll: true });
    // At the end stays at the end: the mask may have made the value longer ("120" → "12.0").
    const { start, end, atEnd } = typed.focus!;
    const length = focused.value.length;
    if (atEnd && start !== null) focused.setSelectionRange(length, length);
    else if (start !== null && end !== null) focused.setSelectionRange(start, end);
  }
  const form = typed.submitted ? inputOf(typed.submitted)?.form : null;
  if (form) setTimeout(() => form.isConnected && form.requestSubmit());
}
