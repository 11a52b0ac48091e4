import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in the server's HTML and until the island has hydrated, true after.
 * A form with no address of its own to post to keeps its send button
 * disabled until then: pressed earlier, the browser would submit the form
 * itself and reload the page, and what the shopper typed would be lost.
 * A page loads each block's code on its own, so on a slow phone that moment
 * is visible.
 *
 * The page's parts also hydrate one after another: a part hydrating after
 * another has already read the saved lists must still first draw what the
 * server drew, or its HTML and its state would disagree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
