import type { SiteContext } from '../../../runtime/block-types';
import { certifiedBadgeText } from '../../../runtime/rules/certified-pre-owned';
import { newArrivalTag } from '../../../runtime/rules/new-arrival';
import { COMING_SOON_TEXT, isComingSoon } from '../../../runtime/rules/vehicle-availability';
import { isSold } from '../../../runtime/rules/vehicle-sold';
import type { CarCard } from '../../../schemas/entities/car-card';

/**
 * Spec (search and favourites, §4): a New tag for cars created within the
 * last 8 days. Spec (detail, §4): the sold tag reads Just Sold. Spec (both,
 * §3): reserved, certified and the dealer's own tag (Test Drive Only, Toyota
 * Certified Pre-Owned) are car fields the card shows, and status coming_soon
 * reads Coming Soon (in place of New Arrival: the car is not here yet). A
 * certified car carries one certified badge (certifiedBadgeText).
 */
export const JUST_SOLD_TEXT = 'Just Sold';
export const RESERVED_TEXT = 'Reserved';

export type VehicleCardBadgeKind = 'new' | 'coming-soon' | 'sold' | 'reserved' | 'certified' | 'tag';

export interface VehicleCardBadge {
  kind: VehicleCardBadgeKind;
  text: string;
}

/** White badge text on these backgrounds passes WCAG AA (checked in the tests). */
export const BADGE_BACKGROUNDS: Readonly<Record<VehicleCardBadgeKind, string>> = {
  new: '#1864ab',
  'coming-soon': '#8a4500',
  sold: '#c92a2a',
  reserved: '#862e9c',
  certified: '#276632',
  tag: '#343a40',
};

export function vehicleCardBadges(car: CarCard, site: Pick<SiteContext, 'document'>, now: Date): VehicleCardBadge[] {
  const badges: VehicleCardBadge[] = [];
  const newArrival = isComingSoon(car) ? undefined : newArrivalTag(car, now, site.document.texts);
  if (isComingSoon(car)) badges.push({ kind: 'coming-soon', text: COMING_SOON_TEXT });
  if (newArrival) badges.push({ kind: 'new', text: newArrival });
  if (isSold(car)) badges.push({ kind: 'sold', text: JUST_SOLD_TEXT });
  else if (car.reserved) badges.push({ kind: 'reserved', text: RESERVED_TEXT });
  const certified = certifiedBadgeText(car);
  if (certified) badges.push({ kind: 'certified', text: certified });
  const tag = car.tag?.trim();
  if (tag && !badges.some((badge) => badge.text.toLowerCase() === tag.toLowerCase())) badges.push({ kind: 'tag', text: tag });
  return badges;
}
