import type { LoadContext } from '../../runtime/block-types';
import { carPhone } from '../../runtime/rules/car-phone';
import type { Car } from '../../schemas/entities/car';
import type { PhoneRevealBlockProps } from './schema';

export interface PhoneRevealData {
  phone?: string;
  /** The car of the vehicle page the block sits on: a reveal there is recorded against it. */
  car?: Pick<Car, 'id' | 'dealership_id' | 'name'>;
}

/** Finds the number asked for, and the page's car when the page is a vehicle page. */
export async function loadPhoneReveal(props: PhoneRevealBlockProps, ctx: LoadContext): Promise<PhoneRevealData> {
  const { dealer } = ctx.site.document;
  const car = ctx.site.car;
  const pageCar = car ? { id: car.id, dealership_id: car.dealership_id, name: car.name } : undefined;
  switch (props.source) {
    case 'car':
      return { phone: car ? carPhone(car, dealer.phones) : undefined, car: pageCar };
    case 'location': {
      const locations = await ctx.data.locations.forDealerships(dealer.dealershipIds);
      // Listed main location first, so without a slug the first one is the main one.
      const location = props.locationSlug ? locations.find((place) => place.slug === props.locationSlug) : locations[0];
      return { phone: location?.contact_detail.phone ?? location?.contact_detail.landline_phone, car: pageCar };
    }
    default:
      return { phone: dealer.phones?.[props.source], car: pageCar };
  }
}
