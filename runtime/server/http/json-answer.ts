import type { HttpAnswer } from './request-body';

/** A framework-free answer as a service gives it, with the headers its route adds (Retry-After, Set-Cookie, Cache-Control). */
export interface JsonAnswer<Body = unknown> extends HttpAnswer<Body> {
  headers?: HeadersInit;
}

/**
 * Services answer with plain `{status, body}` values (easy to test without
 * HTTP); a function that takes a Request answers with a Response. This is
 * the one place the first becomes the second.
 */
export function jsonResponse(answer: JsonAnswer): Response {
  return Response.json(answer.body, { status: answer.status, headers: answer.headers });
}
