import type { APIRoute, GetStaticPaths } from 'astro';
import { legalDialogs } from '../../build/legal-dialogs';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../domain/locales';

// The wizard's legal dialogs in each language but the default (/rechtstexte.json): the courtesy translations,
// each saying that the German text is binding.
export const getStaticPaths = (() =>
  LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => ({
    params: { locale },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) =>
  new Response(JSON.stringify(await legalDialogs(params.locale as Locale)), {
    headers: { 'Content-Type': 'application/json' },
  });
