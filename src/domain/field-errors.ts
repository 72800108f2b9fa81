// Shared by browser and Worker: one shape for validation errors, so the Worker's 400 body and the forms in
// the browser point at the same fields with the same messages. The browser shows a schema's messages as they
// are; the Worker names them by catalogue key (functions/lib/schema-messages.ts) and says them in the
// language of the page that asked.
import * as v from 'valibot';

export interface FieldError {
  /** Dot path of the field, e.g. "personalData.postalCode". */
  path: string;
  message: string;
}

/** Turns valibot issues into field errors, keeping only the first message per field. */
export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '';
    if (seen.has(path)) continue;
    seen.add(path);
    errors.push({ path, message: issue.message });
  }
  return errors;
}

/** Field errors keyed by path, for forms that look up one field at a time. */
export function fieldErrorMap(errors: readonly FieldError[]): Record<string, string> {
  return Object.fromEntries(errors.map((e) => [e.path, e.message]));
}
