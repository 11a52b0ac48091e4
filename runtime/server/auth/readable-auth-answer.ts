import { withClientAddress } from '../http/client-address';
import { requestJson } from '../http/request-body';
import type { MarketerAuth } from './auth';
import { SIGN_IN_ATTEMPTS } from './auth';
import { tooManySignInAttempts } from '../../sign-in-words';

/**
 * better-auth's answer as the sign-in page shows it. Its own 429 says only
 * "Too many requests"; this one says what happened and how long to wait.
 * Our per-account limit already says so (code TOO_MANY_ATTEMPTS) and is kept.
 */
export async function readableAuthAnswer(response: Response): Promise<Response> {
  if (response.status !== 429) return response;
  const retryAfter = Number(response.headers.get('x-retry-after')) || SIGN_IN_ATTEMPTS.windowSeconds;
  const said = (await response.json().catch(() => ({}))) as { code?: unknown; message?: unknown };
  const message = said.code === 'TOO_MANY_ATTEMPTS' && typeof said.message === 'string' ? said.message : tooManySignInAttempts(retryAfter);
  return Response.json({ code: 'TOO_MANY_ATTEMPTS', message }, { status: 429, headers: { 'retry-after': String(retryAfter), 'x-retry-after': String(retryAfter) } });
}

/**
 * /api/auth/*: the marketers' instance, counting the address clientAddress()
 * finds, with readable refusals. A body goes through the same door as every
 * other API's first (JSON from this site, 32 kB, 64 levels deep), so the
 * auth library never parses what ours would refuse.
 */
export async function marketerAuthAnswer(auth: MarketerAuth, request: Request): Promise<Response> {
  if (request.method === 'POST' && request.headers.get('content-length') !== '0') {
    const read = await requestJson(request.clone());
    if (!read.ok) return Response.json(read.answer.body, { status: read.answer.status });
  }
  return readableAuthAnswer(await auth.handler(withClientAddress(request)));
}
