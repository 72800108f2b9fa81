import { vValidator } from '@hono/valibot-validator';
import type { Context } from 'hono';
import * as v from 'valibot';
import { toFieldErrors, type FieldError } from '../../src/domain/field-errors';
import { ApiError } from './api-error';
import { Refusal } from './refusal';
import { MESSAGES } from '../../src/domain/messages';

const INVALID_JSON = MESSAGES.de['errors.invalidJson'];

/** Reads a JSON request body; a body that is not JSON is a 400 with a German message. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, 'invalid_json', INVALID_JSON);
  }
}

/** Parses a body already read as text (when its hash is needed too), with the same 400. */
export function parseJsonText(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new ApiError(400, 'invalid_json', INVALID_JSON);
  }
}

/** The refusal of input that breaks the domain's rules, with a German message per field (a 400). */
export function validationError(fields: FieldError[]): Refusal {
  return new Refusal('invalid', 'validation_failed', MESSAGES.de['errors.validationFailed'], fields);
}

/** Validates with a domain schema (the same object the browser uses) or throws a 400 with field errors. */
export function parseOrThrow<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw validationError(toFieldErrors(result.issues));
}

/**
 * Checks a request's query parameters with a schema, with the same German 400 as parseOrThrow; as a
 * validator, the route's type tells the browser's typed client which parameters it takes.
 */
export function validQuery<S extends v.GenericSchema<Record<string, unknown> | undefined>>(schema: S) {
  return vValidator('query', schema, (result) => {
    if (!result.success) throw validationError(toFieldErrors(result.issues));
  });
}
