import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../../schemas/ajv';
import type { RequestError } from '../../../schemas/api/request-errors';
import { describeErrors } from '../../../schemas/errors';
import { BodyTooLarge, MAX_SHOPPER_BODY_BYTES, readBodyText } from './body-limits';

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

/**
 * Where in parsed JSON the first text is that the database cannot store: a
 * NUL character (PostgreSQL text refuses it) or half of a surrogate pair
 * (not Unicode at all), in a key or a value. A JSON pointer, or undefined.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL character is what this finds.
const UNSTORABLE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function unstorableTextAt(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  const unstorable = (text: string) => UNSTORABLE_TEXT.test(text);
  while (pending.length > 0) {
    const [node, path] = pending.pop()!;
    if (typeof node === 'string') {
      if (unstorable(node)) return path || '/';
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    for (const [key, child] of Object.entries(node)) {
      const childPath = `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
      if (unstorable(key)) return childPath;
      pending.push([child, childPath]);
    }
  }
  return undefined;
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/** Whether a browser says the request was sent by a page of another site (see refusedAsForeign). */
export function comesFromAnotherSite(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  const origin = request.headers.get('origin');
  const host = (request.headers.get('host') ?? '').toLowerCase();
  return (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none') || (origin !== null && hostOf(origin) !== host);
}

/**
 * A browser sends a state-changing request for a page of any site, with that
 * site's cookies for this one (cross-site request forgery): only a page of
 * this very origin may. Browsers mark where a request comes from
 * (Sec-Fetch-Site, Origin); a request with neither is not from a page.
 * And only JSON: a form or text/plain body is what a forging page can send
 * without asking.
 */
export function refusedAsForeign(request: Request): HttpAnswer<RequestError> | undefined {
  if (comesFromAnotherSite(request)) {
    return { status: 403, body: { error: 'The request came from another site and was refused.', fields: [{ field: '/', message: 'must come from a page of this site' }] } };
  }
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') {
    return { status: 415, body: { error: 'The request body must be JSON.', fields: [{ field: '/', message: 'must be sent as application/json' }] } };
  }
  return undefined;
}

/**
 * Reads a state-changing request's JSON: refused when it comes from another
 * site or is not JSON (see refusedAsForeign), 413 past maxBytes (a shopper's
 * request unless the route says otherwise); unreadable or absurdly deep
 * JSON is a 400, not a 500.
 */
export async function requestJson(request: Request, maxBytes = MAX_SHOPPER_BODY_BYTES): Promise<{ ok: true; value: unknown } | { ok: false; answer: HttpAnswer<RequestError> }> {
  const foreign = refusedAsForeign(request);
  if (foreign) return { ok: false, answer: foreign };
  let text: string;
  try {
    text = await readBodyText(request, maxBytes);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    return { ok: false, answer: { status: 413, body: { error: error.message, fields: [{ field: '/', message: `must be at most ${maxBytes} bytes` }] } } };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, answer: { status: 400, body: { error: 'The request body is not valid JSON.', fields: [{ field: '/', message: 'must be JSON' }] } } };
  }
  if (jsonDepth(value) > MAX_JSON_DEPTH) {
    return {
      ok: false,
      answer: { status: 400, body: { error: 'The request has errors.', fields: [{ field: '/', message: `must be nested at most ${MAX_JSON_DEPTH} levels deep` }] } },
    };
  }
  const unstorable = unstorableTextAt(value);
  if (unstorable !== undefined) {
    return {
      ok: false,
      answer: {
        status: 400,
        body: { error: 'The request has errors.', fields: [{ field: unstorable, message: 'must not contain a NUL character or a broken Unicode character' }] },
      },
    };
  }
  return { ok: true, value };
}
