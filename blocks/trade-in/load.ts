import type { LoadContext } from '../../runtime/block-types';
import { siteScope } from '../../runtime/site-scope';
import type { Car } from '../../schemas/entities/car';
import type { Location } from '../../schemas/entities/location';

/** One choice of the dealership select (spec detail §3 "Valuation form fields": location_id). */
export type DealershipChoice = Pick<Location, 'id' | 'name' | 'dealership_slug'>;

/** The dealer's car the shopper wants (/cars/trade-in?car_id=): the lead is about it. */
export type WantedCar = Pick<Car, 'id' | 'dealership_slug' | 'location_id' | 'name'>;

export interface TradeInData {
  locations: DealershipChoice[];
  car?: WantedCar;
}

/** The car_id the address names, when it is a whole number a car could have. */
function carIdAsked(searchParams: LoadContext['site']['searchParams']): number | undefined {
  const value = searchParams.car_id;
  const written = Array.isArray(value) ? value[0] : value;
  return written && /^[1-9][0-9]{0,9}$/.test(written) ? Number(written) : undefined;
}

/** The site's locations for the dealership select, and the car ?car_id= names when it is one of this site's. */
export async function loadTradeIn(_props: unknown, ctx: LoadContext): Promise<TradeInData> {
  const carId = carIdAsked(ctx.site.searchParams);
  const [locations, car] = await Promise.all([
    ctx.data.locations.forDealerships(ctx.site.document.dealer.dealershipIds),
    carId === undefined ? undefined : ctx.data.cars.byId(siteScope(ctx.site.document), carId),
  ]);
  return {
    locations: locations.map(({ id, name, dealership_slug }) => ({ id, name, dealership_slug })),
    ...(car ? { car: { id: car.id, dealership_slug: car.dealership_slug, location_id: car.location_id, name: car.name } } : {}),
  };
}
