import { storedListAtom, type StoredListAtom } from '../../../runtime/client/stored-list-atom';
import { compareKey, parseComparedCars, type ComparedCar } from './compare-store';

const COMPARE = { key: compareKey, parse: parseComparedCars };

/** The cars the shopper is comparing on this dealer site, as the browser keeps them. */
export function compareAtom(dealerSlug: string): StoredListAtom<ComparedCar> {
  return storedListAtom(COMPARE, dealerSlug);
}
