// What a visitor typed into a server-rendered form before its island hydrated (a slow phone, a form that
// hydrates when scrolled to). Preact's hydration keeps an input's value as it finds it but sets a textarea's
// to the server's (empty) one, and neither reaches the component's state, so the next render would wipe what
// is on screen (React 19 replays such changes itself). The island's root notes every changed control before
// hydration and afterwards puts the visitor's value back and hands it to the handlers as the events their
// typing would have fired.

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A control's state as the visitor left it: its value, whether it is checked, or its selected options. */
type Entered = { value: string } | { checked: boolean } | { selected: boolean[] };

function isChoice(control: Control): control is HTMLInputElement {
  return control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
}

function enteredIn(control: Control): Entered | null {
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    return options.some((option) => option.selected !== option.defaultSelected)
      ? { selected: options.map((option) => option.selected) }
      : null;
  }
  if (isChoice(control)) return control.checked !== control.defaultChecked ? { checked: control.checked } : null;
  if (control instanceof HTMLInputElement && control.type === 'file') return null;
  return control.value !== control.defaultValue ? { value: control.value } : null;
}

function putBack(control: Control, entered: Entered): void {
  if ('selected' in entered && control instanceof HTMLSelectElement)
    [...control.options].forEach((option, index) => (option.selected = entered.selected[index] ?? false));
  else if ('checked' in entered && isChoice(control)) control.checked = entered.checked;
  else if ('value' in entered && control.value !== entered.value) control.value = entered.value;
}

/** Every control on the page whose value the visitor has changed: read before an island hydrates. */
export function noteEarlyInput(): Map<Control, Entered> {
  const noted = new Map<Control, Entered>();
  if (typeof document === 'undefined') return noted; // rendered on the server
  for (const control of document.querySelectorAll<Control>('input, textarea, select')) {
    const entered = enteredIn(control);
    if (entered) noted.set(control, entered);
  }
  return noted;
}

/** After hydration: each noted control under `root` gets its value back and fires `input` and `change`. */
export function adoptEarlyInput(root: ParentNode, noted: Map<Control, Entered>): void {
  for (const [control, entered] of noted) {
    if (!root.contains(control)) continue;
    putBack(control, entered);
    control.dispatchEvent(new Event('input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
