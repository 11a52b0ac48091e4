import type { RequestError } from '../../../schemas/api/request-errors';
import { type NearestLocationsAnswer, type NearestLocationsRequest, nearestLocationsRequestSchema } from '../../../schemas/api/nearest-locations';
import type { Location } from '../../../schemas/entities/location';
import type { DataAccess } from '../../data-access';
import { POSTCODE_MESSAGE, POSTCODE_NOT_FOUND_MESSAGE } from '../../rules/lead-requirements';
import { nearestLocations } from '../../rules/nearest-locations';
import { locatePostcode } from '../postcodes/locate-postcode';
import { type JsonAnswer, jsonResponse } from './json-answer';
import { readRequestBody } from './request-body';
import { forSite } from './site-handlers';
import type { SiteApiContext } from './site-request';

/** Distances change only when a location moves: a shopper's browser and any cache may keep an answer a while. */
const CACHE_SECONDS = 300;

function refusePostcode(message: string): JsonAnswer<RequestError> {
  return { status: 400, body: { error: 'The request has errors.', fields: [{ field: '/postcode', message }] } };
}

/**
 * The site's locations ordered nearest the postcode first, from the offline
 * postcode file. A postcode not of 4 digits gets the spec's "Invalid
 * postcode. Please enter a 4-digit number."; 4 digits no place has, "Invalid
 * postcode" (spec detail §5, §8); both as 400 naming /postcode.
 */
export async function answerNearestLocations(
  asked: { postcode?: string },
  siteLocations: () => Promise<readonly Location[]>,
): Promise<JsonAnswer<NearestLocationsAnswer | RequestError>> {
  const read = readRequestBody<NearestLocationsRequest>(nearestLocationsRequestSchema, asked);
  if (!read.ok) return refusePostcode(POSTCODE_MESSAGE);
  const { postcode } = read.value;
  const place = await locatePostcode(postcode);
  if (!place) return refusePostcode(POSTCODE_NOT_FOUND_MESSAGE);
  const ordered = nearestLocations(place, await siteLocations()).map(({ location, distanceKm }) => ({
    id: location.id,
    slug: location.slug,
    name: location.name,
    distance_km: distanceKm === undefined ? null : Math.round(distanceKm * 10) / 10,
  }));
  return { status: 200, body: { postcode, locations: ordered }, headers: { 'cache-control': `public, max-age=${CACHE_SECONDS}` } };
}

/** ?postcode=4558 asked of a site with these dealerships. */
export function nearestLocationsResponse(data: Pick<DataAccess, 'locations'>, dealershipIds: readonly number[], request: Request): Promise<Response> {
  const postcode = new URL(request.url).searchParams.get('postcode');
  const siteLocations = () => data.locations.forDealerships(dealershipIds);
  return answerNearestLocations(postcode === null ? {} : { postcode }, siteLocations).then(jsonResponse);
}

/** GET /api/nearest-locations?postcode=4558: the dealer's visible locations nearest the shopper's postcode first. */
export function getNearestLocations(context: SiteApiContext, request: Request, segment: string): Promise<Response> {
  return forSite(context, request, segment, ({ site }) => nearestLocationsResponse(context.data, site.document.dealer.dealershipIds, request));
}
