import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../../schemas/ajv';
import type { RequestError } from '../../../schemas/api/request-errors';
import { describeErrors } from '../../../schemas/errors';

export interface HttpAnswer<Body = unknown> {
  status: number;
  body: Body;
}

const ajv = createAjv();
const compiled = new WeakMap<object, ValidateFunction>();

/**
 * Checks a request body against its JSON Schema (the same one a client form
 * uses): the value with defaults filled in, or a 400 answer naming each
 * field and what is wrong with it. Never throws on bad input.
 */
export function readRequestBody<T>(schema: object, body: unknown): { ok: true; value: T } | { ok: false; answer: HttpAnswer<RequestError> } {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  const copy = structuredClone(body);
  if (validate(copy)) return { ok: true, value: copy as T };
  const fields = describeErrors(copy, validate.errors).map((error) => ({ field: error.path || '/', message: error.message }));
  return { ok: false, answer: { status: 400, body: { error: 'The request has errors.', fields } } };
}

/** Parses a request's JSON; unreadable JSON is a 400 too, not a 500. */
export async function requestJson(request: Request): Promise<{ ok: true; value: unknown } | { ok: false; answer: HttpAnswer<RequestError> }> {
  try {
    return { ok: true, value: await request.json() };
  } catch {
    return { ok: false, answer: { status: 400, body: { error: 'The request body is not valid JSON.', fields: [{ field: '/', message: 'must be JSON' }] } } };
  }
}
