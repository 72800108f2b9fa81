// A refusal in the language of the page that asked: the site's API client names its page's language in
// X-Page-Language (src/lib/api.ts), and a refusal whose German text the catalogue knows (the Worker's
// refusals in src/domain/catalogue/errors.ts, the form rules' messages in validation.ts) goes back in English
// to an English page, its message and each field's. Everything else, and every request without the header,
// stays German. A header of our own rather than Accept-Language: the browser's language is not the page's.
import type { MiddlewareHandler } from 'hono';
import * as errors from '../../src/domain/catalogue/errors';
import * as validation from '../../src/domain/catalogue/validation';
import { format } from '../../src/domain/format-message';
import type { Locale } from '../../src/domain/locales';

export const PAGE_LANGUAGE_HEADER = 'X-Page-Language';

interface Translation {
  /** The German text, its `{name}` placeholders as named groups. */
  german: RegExp;
  english: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** A catalogue text as a pattern: "bis {days} Tage" matches "bis 30 Tage" and captures days = "30". */
function translation(german: string, english: string): Translation {
  const pattern = german
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? `(?<${part.slice(1, -1)}>.+?)` : escapeRegExp(part)))
    .join('');
  return { german: new RegExp(`^${pattern}$`), english };
}

const TRANSLATIONS: Translation[] = [errors, validation].flatMap((module) =>
  Object.entries(module.de).map(([key, german]) =>
    translation(german, module.en[key as keyof typeof module.de] as string),
  ),
);

export function pageLanguageOf(header: string | undefined): Locale {
  return header?.trim().toLowerCase() === 'en' ? 'en' : 'de';
}

/** The refusal's German message in English for an English page, when the catalogue has it. */
export function refusalMessageIn(locale: Locale, germanMessage: string): string {
  if (locale !== 'en') return germanMessage;
  for (const { german, english } of TRANSLATIONS) {
    const match = german.exec(germanMessage);
    if (match) return format(english, match.groups);
  }
  return germanMessage;
}

interface ErrorBody {
  error?: { message?: unknown; fields?: { path: string; message: string }[] };
}

export const answerErrorsInPageLanguage: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status < 400 || pageLanguageOf(c.req.header(PAGE_LANGUAGE_HEADER)) !== 'en') return;
  if (!c.res.headers.get('Content-Type')?.includes('application/json')) return;
  const body = (await c.res
    .clone()
    .json()
    .catch(() => null)) as ErrorBody | null;
  const error = body?.error;
  if (typeof error?.message !== 'string') return;
  const inEnglish = (message: string) => refusalMessageIn('en', message);
  const fields = Array.isArray(error.fields)
    ? { fields: error.fields.map((field) => ({ ...field, message: inEnglish(field.message) })) }
    : {};
  c.res = new Response(
    JSON.stringify({ ...body, error: { ...error, message: inEnglish(error.message), ...fields } }),
    c.res,
  );
};
