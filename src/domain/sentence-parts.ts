// Shared by the build and the islands: a catalogue sentence that holds links marks each with a tag of its own name
// (`<help>Hilfe-Seite</help>`), so the sentence stays whole in every language and only the page decides where a
// tag links to (src/build/rich-text.ts for Astro pages, src/islands/shared/Sentence.tsx for islands).

/** A run of plain text, or the text of one tag. */
export type SentencePart = { text: string } | { tag: string; text: string };

const TAG = /<(\w+)>([^<]*)<\/\1>/g;

/** The sentence as its parts, in order; `<` outside a tag pair stays text. */
export function sentenceParts(sentence: string): SentencePart[] {
  const parts: SentencePart[] = [];
  let from = 0;
  for (const match of sentence.matchAll(TAG)) {
    if (match.index > from) parts.push({ text: sentence.slice(from, match.index) });
    parts.push({ tag: match[1]!, text: match[2]! });
    from = match.index + match[0].length;
  }
  if (from < sentence.length) parts.push({ text: sentence.slice(from) });
  return parts;
}
