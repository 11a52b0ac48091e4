import type { LoadContext } from '../../runtime/block-types';
import { carIdAsked, type LocationsAndCar, loadLocationsAndCar } from '../kit/lead-form/load-locations-and-car';

export type EnquiryFormData = LocationsAndCar;

/** The site's visible locations, main one first, and the car ?car_id= names, unless the page is a vehicle page and so about its own car. */
export function loadEnquiryForm(_props: unknown, ctx: LoadContext): Promise<EnquiryFormData> {
  return loadLocationsAndCar(ctx, ctx.site.car ? undefined : carIdAsked(ctx.site.searchParams));
}
