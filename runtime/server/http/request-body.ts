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

/**
 * How deep a request body may nest. A site document is the deepest body
 * there is (blocks in slots, MAX_BLOCK_DEPTH deep, each a few levels); far
 * deeper JSON is an attack on the recursion of copying and validating it.
 */
export const MAX_JSON_DEPTH = 64;

/** The nesting depth of parsed JSON, counted without recursion (the value may be 20,000 deep). */
export function jsonDepth(value: unknown, stopAfter = MAX_JSON_DEPTH): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (node === null || typeof node !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > stopAfter) return deepest;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/** Parses a request's JSON; unreadable or absurdly deep JSON is a 400 too, not a 500. */
export async function requestJson(request: Request): Promise<{ ok: true; value: unknown } | { ok: false; answer: HttpAnswer<RequestError> }> {
  let value: unknown;
  try {
    value = await request.json();
  } catch {
    return { ok: false, answer: { status: 400, body: { error: 'The request body is not valid JSON.', fields: [{ field: '/', message: 'must be JSON' }] } } };
  }
  if (jsonDepth(value) > MAX_JSON_DEPTH) {
    return { ok: false, answer: { status: 400, body: { error: 'The request has errors.', fields: [{ field: '/', message: `must be nested at most ${MAX_JSON_DEPTH} levels deep` }] } } };
  }
  return { ok: true, value };
}
