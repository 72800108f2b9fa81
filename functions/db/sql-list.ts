// A constant list of the code's own names (order states, plan ids, letter states, timeline events) written
// into a query as a quoted SQL list, so a query says "the states the domain calls postable" instead of
// retyping them and drifting when the domain's list changes. Safe to splice into SQL text only because the
// values are our constants, never user input: anything a request carries is bound as a parameter. The check
// below stops a value that is not such a name (lower case and underscores) before it reaches a query.

const NAME = /^[a-z][a-z_]*$/;

/** `['paid', 'printed']` → `'paid', 'printed'`, for `status IN (…)`. */
export function sqlList(names: readonly string[]): string {
  if (names.length === 0) throw new Error('sqlList needs at least one name');
  for (const name of names) if (!NAME.test(name)) throw new Error(`sqlList takes constant names only, not ${name}`);
  return names.map((name) => `'${name}'`).join(', ');
}
