import type { LoadContext } from '../../runtime/block-types';
import { siteScope } from '../../runtime/site-scope';
import type { Car } from '../../schemas/entities/car';
import type { DealershipChoice } from '../kit/lead-form/layout';

/** The car a form is about away from its vehicle page (/enquiry?car_id=…): what the form shows and sends of it. */
export type AskedAboutCar = Pick<Car, 'id' | 'dealership_slug' | 'location_id' | 'name'>;

export interface EnquiryFormData {
  locations: DealershipChoice[];
  car?: AskedAboutCar;
}

/** The car_id the address names, when it is a whole number a car could have. */
function carIdAsked(searchParams: LoadContext['site']['searchParams']): number | undefined {
  const value = searchParams.car_id;
  const written = Array.isArray(value) ? value[0] : value;
  return written && /^[1-9][0-9]{0,9}$/.test(written) ? Number(written) : undefined;
}

/** The site's visible locations, main one first: only what the select shows and sends reaches the browser. */
export async function loadEnquiryForm(_props: unknown, ctx: LoadContext): Promise<EnquiryFormData> {
  const carId = ctx.site.car ? undefined : carIdAsked(ctx.site.searchParams);
  const [locations, car] = await Promise.all([
    ctx.data.locations.forDealerships(ctx.site.document.dealer.dealershipIds),
    carId === undefined ? undefined : ctx.data.cars.byId(siteScope(ctx.site.document), carId),
  ]);
  return {
    locations: locations.map(({ id, name, dealership_slug }) => ({ id, name, dealership_slug })),
    ...(car ? { car: { id: car.id, dealership_slug: car.dealership_slug, location_id: car.location_id, name: car.name } } : {}),
  };
}
