import type { Kysely } from 'kysely';
import type { RequestError } from '../../../../schemas/api/request-errors';
import { slugSchema } from '../../../../schemas/common';
import type { BlockRegistry } from '../../../registry';
import type { MarketerAuth } from '../../auth/auth';
import { canEditDealer, marketerFromSession, type Marketer } from '../../auth/marketer';
import type { Database } from '../../db/types';
import { answerSafely } from '../../http/answer-safely';
import { MAX_EDITOR_BODY_BYTES } from '../../http/body-limits';
import type { HttpAnswer } from '../../http/request-body';
import { readCheckedBody, type BodyCheck } from '../../http/request-body-check';
import { createSiteDocumentsRepository } from '../../repositories/site-documents';
import { answer, forbidden, invalidRequest, noSuchSite, serverError, signedOut } from './editor-answers';

const SLUG = new RegExp(slugSchema.pattern);

/** Text that is no slug (a NUL, an emoji) names no site, and is never sent to the database. */
export const isSiteSlug = (text: string): boolean => SLUG.test(text);

/** Tenancy (which domains, dealerships and website id a site has) is the platform's alone. */
export const isPlatformAdmin = (marketer: Marketer): boolean => marketer.role === 'platform-admin';

/** What every editor API handler works with: the database, marketer sign-in and the block registry. */
export interface EditorContext {
  db: Kysely<Database>;
  auth: MarketerAuth;
  registry: BlockRegistry;
}

/** A route that takes a body: its JSON Schema, checked after access and before the handler runs. */
export interface EditorBodyRoute<Body> {
  body: BodyCheck<Body>;
}

type EditorHandler<Body> = (marketer: Marketer, body: Body) => Promise<Response>;
type WithOrWithoutBody<Body> = [EditorHandler<undefined>] | [EditorBodyRoute<Body>, EditorHandler<Body>];

/** Runs `handle` for a signed-in marketer; 401 otherwise. Any failure is a plain 500: details go to the server log, never to the browser. */
export function forMarketer(context: EditorContext, request: Request, handle: (marketer: Marketer) => Promise<Response>): Promise<Response> {
  return answerSafely(
    async () => {
      const marketer = await marketerFromSession(context.db, context.auth, request.headers);
      return marketer ? handle(marketer) : signedOut();
    },
    serverError,
    'Editor API request failed:',
  );
}

function firstFieldRefusal(refusal: HttpAnswer<RequestError>): Response {
  const [first] = refusal.body.fields;
  // Another site's request (403), a body too large (413) or not JSON (415) keeps its status.
  if (refusal.status === 403) return answer({ error: 'forbidden', message: refusal.body.error }, 403);
  if (refusal.status === 415 || refusal.status === 413) return answer({ error: 'invalid-request', field: '/', message: refusal.body.error }, refusal.status);
  return invalidRequest(first?.field ?? '/', first?.message ?? 'is not valid');
}

/** Runs the handler, after reading and checking the body when the route takes one: the editor's 400 names the first wrong field. */
async function withBody<Body>(request: Request, marketer: Marketer, args: WithOrWithoutBody<Body>): Promise<Response> {
  if (args.length === 1) return args[0](marketer, undefined);
  const [route, handle] = args;
  const read = await readCheckedBody<Body>(request, route.body, MAX_EDITOR_BODY_BYTES);
  return read.ok ? handle(marketer, read.value) : firstFieldRefusal(read.answer);
}

/**
 * Runs `handle` for a marketer who may edit this dealer: 401 when signed
 * out, 403 for another dealer's site (before looking the site up, so a
 * dealer editor cannot learn which other sites exist), 404 when there is no
 * such site; then the body, when the route takes one.
 */
export function forDealerSite(context: EditorContext, request: Request, slug: string, handle: EditorHandler<undefined>): Promise<Response>;
export function forDealerSite<Body>(context: EditorContext, request: Request, slug: string, route: EditorBodyRoute<Body>, handle: EditorHandler<Body>): Promise<Response>;
export function forDealerSite<Body>(context: EditorContext, request: Request, slug: string, ...args: WithOrWithoutBody<Body>): Promise<Response> {
  return forMarketer(context, request, async (marketer) => {
    if (!isSiteSlug(slug)) return noSuchSite(slug);
    if (!canEditDealer(marketer, slug)) return forbidden();
    if (!(await createSiteDocumentsRepository(context.db).exists(slug))) return noSuchSite(slug);
    return withBody(request, marketer, args);
  });
}

/** Runs `handle` for a platform admin only: a dealer editor gets 403 and may not even read tenancy. */
export function forPlatformAdmin(context: EditorContext, request: Request, handle: (admin: Marketer) => Promise<Response>): Promise<Response> {
  return forMarketer(context, request, async (marketer) => (isPlatformAdmin(marketer) ? handle(marketer) : forbidden()));
}

/**
 * forPlatformAdmin for one site's platform record: a slug that is no slug is
 * 404 before the body is read. Whether the site exists is the handler's to
 * say, after the body (as the admin API always has).
 */
export function forPlatformSite<Body>(context: EditorContext, request: Request, slug: string, route: EditorBodyRoute<Body>, handle: EditorHandler<Body>): Promise<Response> {
  return forPlatformAdmin(context, request, async (admin) => (isSiteSlug(slug) ? withBody(request, admin, [route, handle]) : noSuchSite(slug)));
}
