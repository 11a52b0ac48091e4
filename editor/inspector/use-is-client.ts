import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while rendering on the server and hydrating: local times depend on
 * the marketer's time zone, which only the browser knows.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
