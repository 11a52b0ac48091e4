import type { RequestError } from '../../../schemas/api/request-errors';
import { SERVER_ERROR_MESSAGE } from './answer-safely';
import { jsonResponse } from './json-answer';
import { readCheckedBody, type BodyCheck } from './request-body-check';
import { answerForSite, type FoundSite, type SiteApiContext, type SiteAudience } from './site-request';

export const NO_DEALER_SITE = 'No dealer site answers at this address.';

/** A request to a dealer site's public API, past its checks: the site, and the body when the route takes one. */
export interface SiteRequest<Body> extends FoundSite {
  body: Body;
}

export type SiteHandler<Body> = (asked: SiteRequest<Body>) => Promise<Response>;

const refusal = (status: number, error: string): Response => {
  const body: RequestError = { error, fields: [] };
  return Response.json(body, { status });
};

/** The public API answers every refusal as `{error, fields}`, the shape its 400s have always had (README, "HTTP API"). */
const publicApi: SiteAudience = {
  noSite: () => refusal(404, NO_DEALER_SITE),
  serverError: () => refusal(500, SERVER_ERROR_MESSAGE),
  logAs: 'Site API request failed:',
};

/**
 * Runs `handle` for a dealer site's public API (site facts, search, phone
 * reveals): anyone may ask. 404 when no published site answers at the
 * address; with a body check, the body is read and checked first (400, 403,
 * 413 or 415 naming what is wrong); a failure inside is a plain 500.
 */
export function forSite(context: SiteApiContext, request: Request, segment: string, handle: SiteHandler<undefined>): Promise<Response>;
export function forSite<Body>(context: SiteApiContext, request: Request, segment: string, route: { body: BodyCheck<Body> }, handle: SiteHandler<Body>): Promise<Response>;
export function forSite<Body>(
  context: SiteApiContext,
  request: Request,
  segment: string,
  ...args: [SiteHandler<undefined>] | [{ body: BodyCheck<Body> }, SiteHandler<Body>]
): Promise<Response> {
  return answerForSite(publicApi, context, segment, async (found) => {
    if (args.length === 1) return args[0]({ ...found, body: undefined });
    const [route, handle] = args;
    const read = await readCheckedBody<Body>(request, route.body);
    return read.ok ? handle({ ...found, body: read.value }) : jsonResponse(read.answer);
  });
}
