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
