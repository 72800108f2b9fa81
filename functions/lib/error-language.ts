// A refusal in the language of the page that asked: the site's API client names its page's language in
// X-Page-Language (src/lib/api.ts), and a refusal whose German text the catalogue knows (src/domain/catalogue/
// errors.ts) goes back in English to an English page. Everything else, and every request without the header,
// stays German. A header of our own rather than Accept-Language: the browser's language is not the page's.
import type { MiddlewareHandler } from 'hono';
import { de as errorsDe, en as errorsEn } from '../../src/domain/catalogue/errors';
import type { Locale } from '../../src/domain/locales';

export const PAGE_LANGUAGE_HEADER = 'X-Page-Language';

const ENGLISH_OF = new Map<string, string>(
  Object.entries(errorsDe).map(([key, german]) => [german, errorsEn[key as keyof typeof errorsDe]]),
);

export function pageLanguageOf(header: string | undefined): Locale {
  return header?.trim().toLowerCase() === 'en' ? 'en' : 'de';
}

/** The refusal's German message in English for an English page, when the catalogue has it. */
export function refusalMessageIn(locale: Locale, germanMessage: string): string {
  return locale === 'en' ? (ENGLISH_OF.get(germanMessage) ?? germanMessage) : germanMessage;
}

export const answerErrorsInPageLanguage: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status < 400 || pageLanguageOf(c.req.header(PAGE_LANGUAGE_HEADER)) !== 'en') return;
  if (!c.res.headers.get('Content-Type')?.includes('application/json')) return;
  const body = (await c.res
    .clone()
    .json()
    .catch(() => null)) as { error?: { message?: unknown } } | null;
  const message = body?.error?.message;
  if (typeof message !== 'string' || !ENGLISH_OF.has(message)) return;
  c.res = new Response(
    JSON.stringify({ ...body, error: { ...body!.error, message: refusalMessageIn('en', message) } }),
    c.res,
  );
};
