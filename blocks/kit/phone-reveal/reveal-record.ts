import type { SiteContext } from '../../../runtime/block-types';
import { isDraftView } from '../../../runtime/render/draft-view';
import type { Car } from '../../../schemas/entities/car';
import type { PhoneRevealProps } from './PhoneReveal.client';
import { PHONE_REVEALS_API_PATH } from './record-phone-reveal';

/** Where and what a reveal of this car's number records (spec search §7): nothing on a draft, where no shopper is looking. */
export function phoneRevealRecord(site: SiteContext, car: Pick<Car, 'id' | 'dealership_id'>): PhoneRevealProps['record'] {
  if (isDraftView(site)) return undefined;
  return { url: site.href(PHONE_REVEALS_API_PATH), reveal: { car_id: car.id, dealership_id: car.dealership_id, website_id: site.document.dealer.websiteId } };
}
