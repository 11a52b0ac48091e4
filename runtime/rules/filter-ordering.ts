import { CAR_TYPES, type CarType } from '../../schemas/entities/car-values';

/**
 * Spec (search and favourites, §5): price range options are sorted by
 * numeric lower bound, with Under first. Car type order: new, demo, used.
 *
 * The lower bound is the first number in the option's value once "$" and
 * thousands commas are gone ("$10,000 - $20,000" → 10000). An "Under …"
 * option has no lower bound and goes first; several sort by their number.
 * An option with no number at all goes last. Ties keep the facet's order.
 */
export const UNDER_PREFIX = 'under';
export const CAR_TYPE_ORDER: readonly CarType[] = CAR_TYPES;

export function priceRangeLowerBound(value: string): number {
  const number = /\d+(\.\d+)?/.exec(value.replace(/(?<=\d),(?=\d)/g, ''));
  return number === null ? Number.POSITIVE_INFINITY : Number(number[0]);
}

function isUnder(value: string): boolean {
  return value.trim().toLowerCase().startsWith(UNDER_PREFIX);
}

export function sortPriceRangeOptions<Option extends { value: string }>(options: readonly Option[]): Option[] {
  return [...options].sort((a, b) => {
    const underA = isUnder(a.value);
    if (underA !== isUnder(b.value)) return underA ? -1 : 1;
    const boundA = priceRangeLowerBound(a.value);
    const boundB = priceRangeLowerBound(b.value);
    return boundA === boundB ? 0 : boundA < boundB ? -1 : 1;
  });
}

/** New, demo, used; any type the spec does not name goes after, in the facet's order. */
export function sortCarTypeOptions<Option extends { value: string }>(options: readonly Option[]): Option[] {
  const rank = (value: string) => {
    const index = (CAR_TYPE_ORDER as readonly string[]).indexOf(value);
    return index === -1 ? CAR_TYPE_ORDER.length : index;
  };
  return [...options].sort((a, b) => rank(a.value) - rank(b.value));
}
