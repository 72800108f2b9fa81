import type { APIRoute } from 'astro';
import { legalDialogs } from '../../build/legal-dialogs';

// The English wizard's legal dialogs: the courtesy translations, each saying that the German text is binding.
export const GET: APIRoute = async () =>
  new Response(JSON.stringify(await legalDialogs('en')), { headers: { 'Content-Type': 'application/json' } });
