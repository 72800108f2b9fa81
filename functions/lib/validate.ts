import { vValidator } from '@hono/valibot-validator';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { Locale } from '../../src/domain/locales';
import { ApiError } from './api-error';
import { Refusal, type FieldRefusal } from './refusal';
import { fieldRefusalsOf } from './schema-messages';

/** Reads a JSON request body, whatever its Content-Type says; a body that is not JSON is a 400. */
async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, 'invalid_json', 'errors.invalidJson');
  }
}

/** Parses a body already read as text (when its hash is needed too), with the same 400. */
export function parseJsonText(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new ApiError(400, 'invalid_json', 'errors.invalidJson');
  }
}

/** The refusal of input that breaks the domain's rules, with a message per field (a 400). */
export function validationError(fields: FieldRefusal[], requestLanguage?: Locale): Refusal {
  return new Refusal('invalid', 'validation_failed', 'errors.validationFailed', {
    fields,
    ...(requestLanguage ? { requestLanguage } : {}),
  });
}

/**
 * Validates with a domain schema (the same object the browser uses) or throws a 400 with field errors;
 * `requestLanguage`: the language the input itself names, if any (see RefusalDetails).
 */
export function parseOrThrow<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  requestLanguage?: Locale,
): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw validationError(fieldRefusalsOf(result.issues), requestLanguage);
}

/**
 * Checks a request's query parameters with a schema, with the same 400 as parseOrThrow; as a
 * validator, the route's type tells the browser's typed client which parameters it takes.
 */
export function validQuery<S extends v.GenericSchema<Record<string, unknown> | undefined>>(schema: S) {
  return vValidator('query', schema, (result) => {
    if (!result.success) throw validationError(fieldRefusalsOf(result.issues));
  });
}

/**
 * Hono's valibot validator of a JSON body, never called: validJson has its type, which the browser's typed
 * client reads (hence the underscore: used as a type only).
 */
const _jsonValidator = <S extends v.GenericSchema>(schema: S) =>
  vValidator('json', schema, (result) => {
    if (!result.success) throw validationError(fieldRefusalsOf(result.issues));
  });

/**
 * Checks a JSON request body with a schema, with the same 400s as readJson and parseOrThrow; the route reads
 * it with `c.req.valid('json')`, and its type tells the browser's typed client what the body is. Reads the
 * body itself rather than through Hono's validator, which would take a body sent without a JSON Content-Type
 * for an empty object and answer a body that is not JSON with a 400 of its own.
 */
export function validJson<S extends v.GenericSchema>(schema: S): ReturnType<typeof _jsonValidator<S>> {
  const middleware = async (c: Context, next: () => Promise<void>) => {
    c.req.addValidatedData('json', parseOrThrow(schema, await readJson(c)) as object);
    await next();
  };
  return middleware as unknown as ReturnType<typeof _jsonValidator<S>>;
}
