import type { SiteContext } from '../../../runtime/block-types';
import { newArrivalTag } from '../../../runtime/rules/new-arrival';
import { isSold } from '../../../runtime/rules/vehicle-sold';
import type { Car } from '../../../schemas/entities/car';

/**
 * Spec (search and favourites, §4): a New tag for cars created within the
 * last 8 days. Spec (detail, §4): the sold tag reads Just Sold. Spec (both,
 * §3): reserved, certified and the dealer's own tag (Test Drive Only, Toyota
 * Certified Pre-Owned) are car fields the card shows.
 */
export const JUST_SOLD_TEXT = 'Just Sold';
export const RESERVED_TEXT = 'Reserved';
export const CERTIFIED_TEXT = 'Certified';

export type VehicleCardBadgeKind = 'new' | 'sold' | 'reserved' | 'certified' | 'tag';

export interface VehicleCardBadge {
  kind: VehicleCardBadgeKind;
  text: string;
}

/** White badge text on these backgrounds passes WCAG AA (checked in the tests). */
export const BADGE_BACKGROUNDS: Readonly<Record<VehicleCardBadgeKind, string>> = {
  new: '#1864ab',
  sold: '#c92a2a',
  reserved: '#862e9c',
  certified: '#276632',
  tag: '#343a40',
};

export function vehicleCardBadges(car: Car, site: Pick<SiteContext, 'document'>, now: Date): VehicleCardBadge[] {
  const badges: VehicleCardBadge[] = [];
  const newArrival = newArrivalTag(car, now, site.document.texts);
  if (newArrival) badges.push({ kind: 'new', text: newArrival });
  if (isSold(car)) badges.push({ kind: 'sold', text: JUST_SOLD_TEXT });
  else if (car.reserved) badges.push({ kind: 'reserved', text: RESERVED_TEXT });
  if (car.certified) badges.push({ kind: 'certified', text: CERTIFIED_TEXT });
  const tag = car.tag?.trim();
  if (tag && !badges.some((badge) => badge.text.toLowerCase() === tag.toLowerCase())) badges.push({ kind: 'tag', text: tag });
  return badges;
}
