import type { APIRoute, GetStaticPaths } from 'astro';
import { uiTextsJson } from '../../build/ui-texts';
import { LOCALES, type Locale } from '../../domain/locales';

// The UI catalogue of each language as JSON, which a page's script loads for its own language only
// (src/lib/ui-texts-page.ts).
export const getStaticPaths = (() => LOCALES.map((locale) => ({ params: { locale } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(uiTextsJson(params.locale as Locale), { headers: { 'Content-Type': 'application/json' } });
