import type { Kysely } from 'kysely';
import type { RequestError } from '../../../../schemas/api/request-errors';
import type { DataAccess } from '../../../data-access';
import type { BlockRegistry } from '../../../registry';
import type { Database } from '../../db/types';
import { answerSafely, SERVER_ERROR_MESSAGE } from '../../http/answer-safely';
import { nearestLocationsResponse } from '../../http/nearest-locations';
import { answerSavedCars } from '../../http/saved-cars';
import { jsonResponse } from '../../http/json-answer';
import { createDatabaseMediaStore } from '../../media/database-media-store';
import { deliverPicture } from '../../media/picture-delivery';
import { searchGetResponse, searchPostResponse } from '../../search/http';
import { readWatchlist } from '../../watchlist/watchlist';
import { PREVIEW_HOST_SITE_HEADER } from '../../../tenancy/site-address';
import { type PreviewedSite, previewedSite } from '../preview-page';

/**
 * What a shared preview reads as the site would: its search, nearest
 * locations, saved cars, watchlist (empty: nobody is signed in on a
 * preview) and library pictures, at /preview/{token}/…, where
 * the preview's own links and islands ask. The draft's settings answer (its
 * search settings, its pictures), so the preview shows what publishing
 * would. Nothing that sends or records is here: on a preview the forms
 * check what is typed and stop (isDraftView).
 */
export interface PreviewApiContext {
  db: Kysely<Database>;
  data: DataAccess;
  registry: BlockRegistry;
}

export const PREVIEW_LINK_GONE = 'This preview link has expired or does not exist.';

const refusal = (status: number, error: string) => Response.json({ error, fields: [] } satisfies RequestError, { status });

function forPreview(context: PreviewApiContext, request: Request, token: string, handle: (site: PreviewedSite) => Promise<Response>): Promise<Response> {
  return answerSafely(
    async () => {
      const site = await previewedSite(context.db, context.registry, token, new Date(), request.headers.get(PREVIEW_HOST_SITE_HEADER));
      return site ? handle(site) : refusal(404, PREVIEW_LINK_GONE);
    },
    () => refusal(500, SERVER_ERROR_MESSAGE),
    'Preview API request failed:',
  );
}

/** GET /preview/{token}/api/search?…: the site's search, with the draft's settings. */
export const previewSearchGet = (context: PreviewApiContext, request: Request, token: string) =>
  forPreview(context, request, token, ({ document }) => searchGetResponse(request, { db: context.db, document }));

/** POST /preview/{token}/api/search. */
export const previewSearchPost = (context: PreviewApiContext, request: Request, token: string) =>
  forPreview(context, request, token, ({ document }) => searchPostResponse(request, { db: context.db, document }));

/** GET /preview/{token}/api/nearest-locations?postcode=4558. */
export const previewNearestLocations = (context: PreviewApiContext, request: Request, token: string) =>
  forPreview(context, request, token, ({ document }) => nearestLocationsResponse(context.data, document.dealer.dealershipIds, request));

/** GET /preview/{token}/api/saved-cars?ids=…: a visitor's favourites page on the preview. */
export const previewSavedCars = (context: PreviewApiContext, request: Request, token: string) =>
  forPreview(context, request, token, async ({ document }) => jsonResponse(await answerSavedCars(context.db, document, new URL(request.url))));

/** GET /preview/{token}/api/watchlist: nobody is signed in on a preview (shoppers' accounts belong to the live site), so the list is empty. */
export const previewWatchlist = (context: PreviewApiContext, request: Request, token: string) =>
  forPreview(context, request, token, async ({ document }) => jsonResponse(await readWatchlist(context.db, document, null)));

/** GET /preview/{token}/uploads/{id}?w=640: a picture from the dealer's library, uploaded for the draft and not yet on the live site. */
export const previewUploadedPicture = (context: PreviewApiContext, request: Request, token: string, id: string) =>
  forPreview(context, request, token, ({ slug }) => deliverPicture(createDatabaseMediaStore(context.db), request, slug, id));
