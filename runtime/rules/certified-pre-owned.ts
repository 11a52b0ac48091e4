import type { Car } from '../../schemas/entities/car';

/**
 * Spec (detail, finance, forms, locations, §2 "Vehicle page"): a Toyota
 * Certified Pre-Owned section; §3: a car carries `certified`, and `tag` may
 * read Toyota Certified Pre-Owned. A car counts as certified when either
 * says so. The tag is compared without regard to case or surrounding
 * spaces, as feeds write it by hand.
 */
export const CERTIFIED_PRE_OWNED_TAG = 'Toyota Certified Pre-Owned';

export function isCertifiedPreOwned(car: Pick<Car, 'certified' | 'tag'>): boolean {
  return car.certified || car.tag?.trim().toLowerCase() === CERTIFIED_PRE_OWNED_TAG.toLowerCase();
}

/**
 * One certified badge a car: the feed flags `certified` and often also
 * writes the brand's programme in `tag` ("Toyota Certified Pre-Owned").
 * Both at once would be two badges saying one thing, so a tag that names a
 * certification is the badge (it says more), and the plain word is used
 * only when no such tag is there. A tag naming a certification makes the car
 * certified even without the flag, as for the Certified Pre-Owned section.
 */
export const CERTIFIED_TEXT = 'Certified';
const NAMES_A_CERTIFICATION = /\bcertified\b/i;

export function tagNamesCertification(tag: string | undefined): boolean {
  return tag !== undefined && NAMES_A_CERTIFICATION.test(tag);
}

/** The certified badge's words, or undefined for a car neither flagged nor tagged certified. */
export function certifiedBadgeText(car: Pick<Car, 'certified' | 'tag'>): string | undefined {
  const tag = car.tag?.trim();
  if (tag && tagNamesCertification(tag)) return tag;
  return car.certified ? CERTIFIED_TEXT : undefined;
}
