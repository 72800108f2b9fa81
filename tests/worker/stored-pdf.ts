import { env } from 'cloudflare:test';
import { extractText, getDocumentProxy } from 'unpdf';
import { getDecrypted } from '../../functions/services/documents/store';

/** The text of a stored (sealed) PDF, its whitespace collapsed: what a customer's attachment says. */
export async function storedPdfText(key: string): Promise<string> {
  // pdf.js takes over the buffer it is given: a copy.
  const pdf = await getDocumentProxy((await getDecrypted(env, key))!.slice());
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
