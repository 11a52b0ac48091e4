import type { LoadContext } from '../../runtime/block-types';
import { type AskedAboutCar, carIdAsked, type LocationsAndCar, loadLocationsAndCar } from '../kit/lead-form/load-locations-and-car';

/** The dealer's car the shopper wants (/cars/trade-in?car_id=): the lead is about it. */
export type WantedCar = AskedAboutCar;

export type TradeInData = LocationsAndCar;

/** The site's locations for the dealership select, and the car ?car_id= names when it is one of this site's. */
export function loadTradeIn(_props: unknown, ctx: LoadContext): Promise<TradeInData> {
  return loadLocationsAndCar(ctx, carIdAsked(ctx.site.searchParams));
}
