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
 * The component that calls it renders again, at once and in one piece,
 * right after hydrating: keep it to the control that changes.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * `serverValue` in the server's HTML and while hydrating, `clientValue` after:
 * for what only the browser knows (its saved lists, say). The page's parts
 * hydrate one after another, so a part hydrating after another has read the
 * saved lists must still first draw what the server drew, or its HTML and
 * its state would disagree.
 *
 * Unlike `useHydrated`, the component renders again after hydrating only when
 * the two differ: React compares them (Object.is) once hydrated, and an
 * update of this kind is rendered at once, in one task. A page of cards whose
 * shopper saved nothing renders each card once. Give it primitives, or
 * values whose identity holds from render to render.
 */
export function useHydratedValue<Value>(clientValue: Value, serverValue: Value): Value {
  return useSyncExternalStore(
    subscribeToNothing,
    () => clientValue,
    () => serverValue,
  );
}
