import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates what it
 * sent; true once the part is live (and at once for a part first drawn in
 * the browser). The page's parts load one after another: a part hydrating
 * after another has already read the saved lists must still first draw what
 * the server drew, or its HTML and its state would disagree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
