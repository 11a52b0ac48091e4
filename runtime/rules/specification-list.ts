/**
 * Spec (detail, §2 "Vehicle page"): specification lists show the first 4
 * entries, expandable (Show More/Less, Show All/Hide); a default of 8 is
 * also stated for some lists. Spec (detail, §9): specs show first 4 then
 * expandable.
 *
 * The button appears only when something is hidden: a list of exactly the
 * shown count has nothing to reveal.
 */
export const SPECIFICATION_LIST_FIRST_SHOWN = 4;
export const SPECIFICATION_LIST_FIRST_SHOWN_LONG = 8;
export const SPECIFICATION_LIST_FIRST_SHOWN_CHOICES = [SPECIFICATION_LIST_FIRST_SHOWN, SPECIFICATION_LIST_FIRST_SHOWN_LONG] as const;

/** The two wordings of the spec's expand button, as a dealer chooses them. */
export const SPECIFICATION_REVEAL_WORDINGS = {
  'show-more': { show: 'Show More', hide: 'Show Less' },
  'show-all': { show: 'Show All', hide: 'Hide' },
} as const;

export interface SpecificationListSplit<Entry> {
  /** Shown from the start. */
  first: Entry[];
  /** Shown once the shopper expands the list; empty means no button. */
  more: Entry[];
}

export function splitSpecificationList<Entry>(entries: readonly Entry[], firstShown: number = SPECIFICATION_LIST_FIRST_SHOWN): SpecificationListSplit<Entry> {
  return { first: entries.slice(0, firstShown), more: entries.slice(firstShown) };
}
