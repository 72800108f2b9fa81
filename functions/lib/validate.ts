import type { Context } from 'hono';
import * as v from 'valibot';
import { toFieldErrors } from '../../src/domain/field-errors';
import { ApiError } from './api-error';

/** Reads a JSON request body; a body that is not JSON is a 400 with a German message. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, 'invalid_json', 'Ungültige Anfrage: Die Daten konnten nicht gelesen werden.');
  }
}

/** Validates with a domain schema (the same object the browser uses) or throws a 400 with field errors. */
export function parseOrThrow<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw new ApiError(400, 'validation_failed', 'Bitte überprüfe deine Eingaben.', toFieldErrors(result.issues));
}
