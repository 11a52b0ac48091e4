import type { LoadContext } from '../../../runtime/block-types';
import { siteScope } from '../../../runtime/site-scope';
import type { Car } from '../../../schemas/entities/car';
import type { DealershipChoice } from './layout';

/** The car a form is about away from its vehicle page (/enquiry?car_id=…, /cars/trade-in?car_id=…): what the form shows and sends of it. */
export type AskedAboutCar = Pick<Car, 'id' | 'dealership_slug' | 'location_id' | 'name'>;

/** What a lead form loads on the server: its dealership choices, and the car it is about. */
export interface LocationsAndCar {
  locations: DealershipChoice[];
  car?: AskedAboutCar;
}

/** The car_id the address names, when it is a whole number a car could have. */
export function carIdAsked(searchParams: LoadContext['site']['searchParams']): number | undefined {
  const value = searchParams.car_id;
  const written = Array.isArray(value) ? value[0] : value;
  return written && /^[1-9][0-9]{0,9}$/.test(written) ? Number(written) : undefined;
}

/** The site's locations, as the data layer orders them, and the car `carId` names when it is one of this site's: only what the form shows and sends reaches the browser. */
export async function loadLocationsAndCar(ctx: LoadContext, carId: number | undefined): Promise<LocationsAndCar> {
  const [locations, car] = await Promise.all([
    ctx.data.locations.forDealerships(ctx.site.document.dealer.dealershipIds),
    carId === undefined ? undefined : ctx.data.cars.byId(siteScope(ctx.site.document), carId),
  ]);
  return {
    locations: locations.map(({ id, name, dealership_slug }) => ({ id, name, dealership_slug })),
    ...(car ? { car: { id: car.id, dealership_slug: car.dealership_slug, location_id: car.location_id, name: car.name } } : {}),
  };
}
