import type { Kysely } from 'kysely';
import type { RequestError } from '../../../../schemas/api/request-errors';
import type { BlockRegistry } from '../../../registry';
import type { MarketerAuth } from '../../auth/auth';
import { canEditDealer, marketerFromSession, type Marketer } from '../../auth/marketer';
import type { Database } from '../../db/types';
import { slugSchema } from '../../../../schemas/common';
import { MAX_EDITOR_BODY_BYTES } from '../../http/body-limits';
import { readRequestBody, requestJson, type HttpAnswer } from '../../http/request-body';
import { answer, forbidden, invalidRequest, noSuchSite, serverError, signedOut } from './editor-answers';

const SLUG = new RegExp(slugSchema.pattern);

/** Text that is no slug (a NUL, an emoji) names no site, and is never sent to the database. */
export const isSiteSlug = (text: string): boolean => SLUG.test(text);

/** What every editor API handler works with: the database, marketer sign-in and the block registry. */
export interface EditorContext {
  db: Kysely<Database>;
  auth: MarketerAuth;
  registry: BlockRegistry;
}

/** Any failure becomes a plain 500 answer; the details go to the server log, never to the browser. */
async function answerSafely(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    console.error('Editor API request failed:', error);
    return serverError();
  }
}

/** Runs `handle` for a signed-in marketer; 401 otherwise. */
export function forMarketer(context: EditorContext, request: Request, handle: (marketer: Marketer) => Promise<Response>): Promise<Response> {
  return answerSafely(async () => {
    const marketer = await marketerFromSession(context.db, context.auth, request.headers);
    return marketer ? handle(marketer) : signedOut();
  });
}

/**
 * Runs `handle` for a marketer who may edit this dealer: 401 when signed
 * out, 403 for another dealer's site (before looking the site up, so a
 * dealer editor cannot learn which other sites exist), 404 when there is no
 * such site.
 */
export function forDealerSite(
  context: EditorContext,
  request: Request,
  slug: string,
  handle: (marketer: Marketer) => Promise<Response>,
): Promise<Response> {
  return forMarketer(context, request, async (marketer) => {
    if (!isSiteSlug(slug)) return noSuchSite(slug);
    if (!canEditDealer(marketer, slug)) return forbidden();
    const known = await context.db.selectFrom('site_documents').select('dealer_slug').where('dealer_slug', '=', slug).limit(1).executeTakeFirst();
    return known ? handle(marketer) : noSuchSite(slug);
  });
}

function firstFieldRefusal(refusal: HttpAnswer<RequestError>): Response {
  const [first] = refusal.body.fields;
  // Another site's request (403), a body too large (413) or not JSON (415) keeps its status.
  if (refusal.status === 403) return answer({ error: 'forbidden', message: refusal.body.error }, 403);
  if (refusal.status === 415 || refusal.status === 413) return answer({ error: 'invalid-request', field: '/', message: refusal.body.error }, refusal.status);
  return invalidRequest(first?.field ?? '/', first?.message ?? 'is not valid');
}

/** The request's JSON body checked against its schema, or the 400 answer naming the first wrong field. */
export async function readEditorBody<T>(request: Request, schema: object): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  const json = await requestJson(request, MAX_EDITOR_BODY_BYTES);
  if (!json.ok) return { ok: false, response: firstFieldRefusal(json.answer) };
  const read = readRequestBody<T>(schema, json.value);
  return read.ok ? { ok: true, value: read.value } : { ok: false, response: firstFieldRefusal(read.answer) };
}
