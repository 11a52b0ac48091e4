import { atom } from 'jotai';

/**
 * The numbers the shopper has revealed on this page, by `phoneKey`. Shared by
 * every masked number, so the header's number and a card's same number are
 * revealed together: one rule for the page, never one masked beside its
 * revealed self.
 */
export const revealedPhonesAtom = atom<ReadonlySet<string>>(new Set<string>());
