import type { RequestError } from '../../../schemas/api/request-errors';
import { siteScope } from '../../site-scope';
import { brochurePhoto } from '../brochure/brochure-photo';
import { brochureFileName, carBrochure } from '../brochure/car-brochure';
import { forSite } from './site-handlers';
import type { SiteApiContext } from './site-request';

export const NO_SUCH_CAR = 'No such car on this site.';

/**
 * GET /cars/{slug}.pdf (the proxy sends it to /api/brochures/{slug}): the
 * car's brochure as a PDF download named {slug}.pdf, for any car that has a
 * vehicle page on this site.
 */
export function getBrochure(context: SiteApiContext, request: Request, segment: string, slug: string): Promise<Response> {
  return forSite(context, request, segment, async ({ site, basePath }) => {
    const { document } = site;
    const car = await context.data.cars.bySlug(siteScope(document), slug);
    if (!car) {
      const body: RequestError = { error: NO_SUCH_CAR, fields: [] };
      return Response.json(body, { status: 404 });
    }
    const [locations, photo] = await Promise.all([context.data.locations.forDealerships([car.dealership_id]), brochurePhoto(car)]);
    const location = locations.find((place) => place.id === car.location_id) ?? locations[0];
    const siteAddress = `${new URL(request.url).origin}${basePath}`;
    const pdf = await carBrochure(car, { document, now: new Date(), photo, location, siteAddress });
    return new Response(new Uint8Array(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${brochureFileName(car)}"`,
        // The price and status on it change with the stock.
        'cache-control': 'no-store',
      },
    });
  });
}
