// A catalogue text's `{name}` placeholders filled, in a module of its own: a browser script that gets its
// texts from the page (data attributes) imports this without the whole catalogue.

/** `template` with each `{name}` replaced by `values[name]`; a placeholder without a value is an error. */
export function format(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`No value for {${name}} in "${template}"`);
    return String(values[name]);
  });
}

/** The texts of one language as a function: the text of `key`, its placeholders filled. */
export function translatorOf<Key extends string>(
  messages: Record<Key, string>,
): (key: Key, values?: Record<string, string | number>) => string {
  return (key, values) => format(messages[key], values);
}
