import type { SiteContext } from '../../../../runtime/block-types';
import type { Car } from '../../../../schemas/entities/car';
import { type SiteChanges, siteWith } from '../../vehicle-card/test-support/render-card';

/**
 * For tests: the test site on the vehicle page of `car` (or on a page with
 * no car when it is undefined), with some settings or texts changed.
 */
export function vehiclePageSite(car: Car | undefined, changes: SiteChanges = {}): SiteContext {
  const site = siteWith(changes);
  return car ? { ...site, car } : site;
}
