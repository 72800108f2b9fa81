import type { APIRoute } from 'astro';
import { legalDialogs } from '../build/legal-dialogs';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(await legalDialogs()), { headers: { 'Content-Type': 'application/json' } });
