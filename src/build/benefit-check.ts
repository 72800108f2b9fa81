// Build and test time only: does a text sell a package benefit that src/domain/benefits.ts does not
// have? Pure functions over strings; tests/unit/benefits.test.ts feeds them the real cards, extras,
// AGB, FAQ, SEO and local pages, mails and contract PDF, and fake lines that must be reported.
//
// How a text is read: it is cut into sentences; a sentence that names packages (Basic, Plus, Pro) is
// cut at each name, so every part speaks about the package(s) named at its start ("Plus und Pro: …"
// speaks about both; words before the first name belong to it). In each part, every claim word
// (Stunden, Werktag, Priorität, SMS, Support, Erinnerung, Korrektur, Kopie, Archiv, sofort, Express, …)
// must lie inside a phrase of a benefit those packages get, or of a benefit sold as an extra when the
// part speaks of booking extras, or inside a neutral phrase (the KBA's 5–14 Werktage, an ID copy).
// A sentence that names no package speaks about the packages a Markdown heading above it names
// ("### Plus – 49,90 €"); without one, and when it speaks of our service (Versand, Support, …), its
// general claim words are held to the benefits of any package (no package gets "Versand innerhalb von
// 48 Stunden"). An extra's description is held to the benefits that extra sells.
import type { Benefit, CodeRef, ExtraId, PlanId } from '../domain/benefits';

/**
 * Words that state a benefit a customer pays for. `general`: also checked in a sentence that names no
 * package (there "Support" or "Express" alone say nothing measurable; "48 Stunden" or "sofort" do).
 */
const CLAIM_WORDS: readonly { pattern: RegExp; general: boolean }[] = [
  { pattern: /Stunde/gi, general: true },
  { pattern: /Werktag/gi, general: true },
  { pattern: /\bSMS\b/g, general: true },
  { pattern: /Priorit/gi, general: true },
  { pattern: /sofort/gi, general: true },
  { pattern: /rund um die Uhr/gi, general: true },
  { pattern: /Status-Update/gi, general: true },
  { pattern: /vorrangig/gi, general: true },
  { pattern: /Ansprechpartner/gi, general: true },
  { pattern: /garantier/gi, general: true },
  { pattern: /Support/gi, general: false },
  { pattern: /Erinnerung/g, general: false },
  { pattern: /Korrektur/gi, general: false },
  { pattern: /\bKopie/g, general: false },
  { pattern: /Archiv/gi, general: false },
  { pattern: /Express/gi, general: false },
  { pattern: /\bheute\b/gi, general: false },
  { pattern: /weitere[rn]? Antrag/gi, general: false },
];

/** Claim words that are not a package benefit in these phrases. */
const NEUTRAL_PHRASES: readonly RegExp[] = [
  // The KBA's processing time (content/site.json kbaWorkingDays, also where a source text interpolates it),
  // and the definition of business days.
  /\d+\s*(?:–|-|bis)\s*\d+ Werktag/g,
  /\$?\{(?:site\.claims\.kbaWorkingDays|days)\} Werktag/g,
  /Werktage im Sinne/g,
  // The withdrawal rule after posting (AGB § 7): it lists what may still be owed and how the performed
  // part is valued, for every package; it sells nothing.
  /Schulden wir nach dem Versand noch etwas[^.]*/g,
  /Wertersatz zu unseren Preisen[^.]*/g,
  /wenn wir danach nichts mehr schulden \([^)]*\)/g,
  /Werktage sind/g,
  /Werktag\w*,? (?:also |das heißt |\()?Montag bis Freitag/g,
  /[Aa]n Werktagen/g,
  // Page names.
  /Express-(?:Antrag|Auskunft)/g,
  // Copies of the ID (the application needs them; nobody sells them).
  /Kopien? (?:deines|ihres|seines|eines|des|der|von)\b[^.;]{0,30}(?:Ausweis|Reisepass|Personalausweis)/g,
  /(?:Die|die) Kopien?\b(?! deines Antrag| deines Brief)/g,
  // The customer's express request to start at once (withdrawal), and when the price is due.
  /(?:dem |den )?sofortigen Beginn|sofort (?:mit der (?:Ausführung|Bearbeitung) )?beginnen|sofort fällig|nicht sofort/g,
  // Data protection periods stated in hours.
  /(?:löschen wir|gelöscht)[^.;]{0,20}nach 24 Stunden|nach 24 Stunden (?:löschen|gelöscht)/g,
];

/** A sentence naming no package is checked only when it speaks of what we do (posting, handling, support). */
const SERVICE =
  /versend|Versand|verschick|schicken wir|Druck|bearbeite|Bearbeitung|Support|antworten|Antwort|erreichbar|Priorit/i;

/**
 * Words that mark a part as speaking of booking an extra ("Zu Basic kannst du Extras hinzubuchen: …",
 * "Basic mit „Express heute“"): there the benefits sold as extras may be stated.
 */
const BOOKING = /\bExtras?\b|buch|dazunehm|hinzunehm|mit (?:dem |der )?„?(?:Express|Duo\+|Korrekturoption)/i;

const PLAN_NAMES: Record<string, PlanId> = { Basic: 'basic', Plus: 'plus', Pro: 'pro' };
const PLAN_TOKEN = /\b(Basic|Plus|Pro)\b/g;
/** What may stand between two package names that share what follows ("Plus und Pro", "Plus, Pro"). */
const JOINER =
  /^[\s*„“"]*(?:-Paket|Paket)?[\s*„“"]*(?:,|und|oder|sowie|&|\/)[\s*„“"]*(?:im |in |das |dem )?(?:Paket )?$/;

/** One text to check: where it is from and what it is about when it names no package itself. */
export interface TextSource {
  file: string;
  text: string;
  /** A package's own description, or an extra's: every sentence speaks about it. */
  about?: { plans: readonly PlanId[] } | { extra: ExtraId };
}

export interface Finding {
  file: string;
  /** What the part speaks about: package ids, an extra, or 'any' for a sentence naming none. */
  about: string;
  /** The claim word as written. */
  claim: string;
  /** The part of the sentence it stands in. */
  excerpt: string;
}

interface Part {
  plans: PlanId[] | 'any';
  extra?: ExtraId;
  text: string;
}

/** Sentences and list items; Markdown emphasis, links and headings do not matter here. */
function sentencesOf(text: string): string[] {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>]+/g, '')
    .split(/(?<=[.!?])\s+(?=[A-ZÄÖÜ0-9„"(+-])|\n+|(?<=\.)"|",\s*"/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A sentence cut at each package name, joined names sharing their part. */
export function partsOf(sentence: string): { plans: PlanId[]; text: string }[] {
  const tokens = [...sentence.matchAll(PLAN_TOKEN)];
  if (tokens.length === 0) return [];
  const parts: { plans: PlanId[]; start: number }[] = [];
  tokens.forEach((token, i) => {
    const plan = PLAN_NAMES[token[1]!]!;
    const previous = parts.at(-1);
    const before = i > 0 ? sentence.slice(tokens[i - 1]!.index + tokens[i - 1]![0].length, token.index) : '';
    if (previous && JOINER.test(before)) previous.plans.push(plan);
    else parts.push({ plans: [plan], start: i === 0 ? 0 : token.index });
  });
  return parts.map((part, i) => ({
    plans: part.plans,
    text: sentence.slice(part.start, parts[i + 1]?.start ?? sentence.length),
  }));
}

function spans(text: string, patterns: readonly RegExp[]): [number, number][] {
  return patterns.flatMap((pattern) =>
    [
      ...text.matchAll(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`)),
    ].map((m): [number, number] => [m.index, m.index + m[0].length]),
  );
}

/** The benefits a part may state: those of all its packages, or those an extra sells when it speaks of booking one. */
function allowedBenefits(part: Part, benefits: readonly Benefit[]): Benefit[] {
  if (part.extra) return benefits.filter((b) => b.extra === part.extra);
  if (part.plans === 'any') return [...benefits];
  const plans = part.plans;
  const booking = BOOKING.test(part.text);
  return benefits.filter(
    (b) =>
      plans.every((p) => b.plans.includes(p)) ||
      (booking && b.extra !== undefined && plans.some((p) => !b.plans.includes(p))),
  );
}

function checkPart(file: string, part: Part, benefits: readonly Benefit[]): Finding[] {
  const allowed = allowedBenefits(part, benefits);
  const covered = [
    ...spans(part.text, NEUTRAL_PHRASES),
    ...allowed.flatMap((b) => spans(part.text, [...b.phrases, ...Object.values(b.card).map(literal)])),
  ];
  const about = part.extra ? `extra:${part.extra}` : part.plans === 'any' ? 'any' : part.plans.join('+');
  const general = part.plans === 'any' && !part.extra;
  if (general && !SERVICE.test(part.text)) return [];
  const words = CLAIM_WORDS.filter((w) => w.general || !general).map((w) => w.pattern);
  return spans(part.text, words)
    .sort((a, b) => a[0] - b[0])
    .filter(([start, end]) => !covered.some(([from, to]) => from <= start && end <= to))
    .map(([start, end]) => ({ file, about, claim: part.text.slice(start, end), excerpt: part.text.trim() }));
}

function literal(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/**
 * The sentences of a text with the packages a Markdown heading above them names ("### Plus – 49,90 €"):
 * a sentence that names no package itself speaks about those.
 */
function sentencesUnderHeadings(text: string): { sentence: string; heading: PlanId[] }[] {
  let heading: PlanId[] = [];
  return text.split('\n').flatMap((line) => {
    if (/^#{1,6}\s/.test(line)) heading = [...new Set([...line.matchAll(PLAN_TOKEN)].map((m) => PLAN_NAMES[m[1]!]!))];
    return sentencesOf(line).map((sentence) => ({ sentence, heading }));
  });
}

/** Every claim word in the texts that no benefit of the package(s) spoken about backs. */
export function unbackedClaims(sources: readonly TextSource[], benefits: readonly Benefit[]): Finding[] {
  return sources.flatMap((source) =>
    sentencesUnderHeadings(source.text).flatMap(({ sentence, heading }) => {
      let parts: Part[];
      if (source.about && 'extra' in source.about)
        parts = [{ plans: 'any', extra: source.about.extra, text: sentence }];
      else if (source.about) parts = [{ plans: [...source.about.plans], text: sentence }];
      else {
        const named = partsOf(sentence);
        parts = named.length ? named : [{ plans: heading.length ? heading : 'any', text: sentence }];
      }
      return parts.flatMap((part) => checkPart(source.file, part, benefits));
    }),
  );
}

/** A package card as the catalog has it. */
export interface Card {
  id: PlanId;
  features: readonly string[];
}

/** Card lines that are no benefit of that package in the table, and table lines missing from a card. */
export function unbackedCardLines(cards: readonly Card[], benefits: readonly Benefit[]): string[] {
  const problems: string[] = [];
  for (const card of cards) {
    for (const line of card.features) {
      const benefit = benefits.find((b) => b.card[card.id] === line);
      if (!benefit) problems.push(`${card.id}: "${line}" is no card line of benefits.ts`);
      else if (!benefit.plans.includes(card.id))
        problems.push(`${card.id}: "${line}" (${benefit.id}) is not a ${card.id} benefit`);
    }
    for (const benefit of benefits) {
      const line = benefit.card[card.id];
      if (line !== undefined && !card.features.includes(line)) problems.push(`${card.id}: card lacks "${line}"`);
    }
  }
  return problems;
}

/** True when the source exports `symbol` as a function, constant or class. */
function exportsSymbol(source: string, symbol: string): boolean {
  const name = symbol.replace(/[$]/g, '\\$');
  return new RegExp(String.raw`export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+${name}\b`).test(source);
}

/** Code references whose file is missing (`read` returns null) or does not export the symbol. */
export function missingCode(refs: readonly CodeRef[], read: (file: string) => string | null): string[] {
  return refs.flatMap((ref) => {
    const source = read(ref.file);
    if (source === null) return [`${ref.file} does not exist (${ref.symbol})`];
    return exportsSymbol(source, ref.symbol) ? [] : [`${ref.file} does not export ${ref.symbol}`];
  });
}

/** The string literals of a TypeScript source: the texts a mail or PDF template writes. */
export function stringLiteralsOf(source: string): string {
  const literals = [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)].map((m) => m[1] ?? m[2] ?? '');
  return literals.filter((s) => /[A-ZÄÖÜa-zäöüß]{3,} [a-zäöüß]/.test(s)).join('\n');
}
