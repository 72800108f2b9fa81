// Our own texts say "du". The formal "Sie" appears only in messages the specification quotes word for
// word (they stay as quoted); any other "Sie/Ihre/Ihnen" addressed to the customer fails here.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
// The specification's formal messages, copied into the repository (the specification itself is kept outside it).
const spec = readFileSync(join(root, 'tests/fixtures/spec-formal-messages.md'), 'utf8');
/** Every single-quoted text of the specification's copy. */
const quoted = [...spec.matchAll(/'([^']{8,})'/g)].map((m) => m[1]!);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true })
    .map(String)
    .filter((file) => /\.(tsx?|astro)$/.test(file))
    .map((file) => join(dir, file));
}

/** String literals in code that address the reader formally (capitalised Sie/Ihr… not at a sentence start). */
function formalStrings(source: string): string[] {
  const literals = [...source.matchAll(/'([^'\n]*)'|`([^`]*)`|>([^<>{}]+)</g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
  return literals.filter((text) => /(?:[a-zäöüß,] )(Sie|Ihre[nmrs]?|Ihnen|Ihr)\b/.test(text));
}

describe('"du" in our own texts', () => {
  it('uses "Sie" only inside messages the specification quotes', () => {
    const offending = [...sourceFiles('src'), ...sourceFiles('functions')].flatMap((file) =>
      formalStrings(readFileSync(join(root, file), 'utf8'))
        .filter((text) => !quoted.some((quote) => quote.includes(text.trim()) || text.includes(quote)))
        .map((text) => `${file}: ${text.trim()}`),
    );
    expect(offending).toEqual([]);
  });
});
