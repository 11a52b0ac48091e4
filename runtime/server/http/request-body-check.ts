import type { RequestError } from '../../../schemas/api/request-errors';
import { readRequestBody, requestJson, type HttpAnswer } from './request-body';

export type BodyRead<T> = { ok: true; value: T } | { ok: false; answer: HttpAnswer<RequestError> };

/**
 * How a route checks its body: its JSON Schema (the one its client form
 * uses), or, where a schema cannot say everything (search's "min cannot
 * exceed max"), a function that reads the parsed JSON.
 */
export type BodyCheck<T> = object | ((json: unknown) => BodyRead<T>);

function isReader<T>(check: BodyCheck<T>): check is (json: unknown) => BodyRead<T> {
  return typeof check === 'function';
}

/**
 * A state-changing request's body, read as requestJson reads it (from this
 * site only, JSON only, within maxBytes) and then checked: the value, or the
 * 4xx answer naming what is wrong.
 */
export async function readCheckedBody<T>(request: Request, check: BodyCheck<T>, maxBytes?: number): Promise<BodyRead<T>> {
  const json = await requestJson(request, maxBytes);
  if (!json.ok) return json;
  return isReader(check) ? check(json.value) : readRequestBody<T>(check, json.value);
}
