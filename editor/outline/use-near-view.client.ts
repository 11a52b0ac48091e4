'use client';

import { useEffect, useState, type RefObject } from 'react';

/**
 * How far beyond the visible part of the outline rows are kept ready to be
 * dragged over: arrow keys move one row at a time and the outline scrolls
 * along, so the next places are always ready long before they are reached.
 */
export const NEAR_VIEW_MARGIN = '1200px 0px';

type Watcher = (near: boolean) => void;
interface NearViewObserver {
  observer: IntersectionObserver;
  watchers: Map<Element, Watcher>;
}

let shared: NearViewObserver | null | undefined;

/**
 * One observer for every row. `scrollMargin` widens the outline's own
 * scrolling panel as `rootMargin` widens the window; a browser without it
 * would clip rows at the panel's edge, so there every row stays ready.
 */
function nearViewObserver(): NearViewObserver | null {
  if (shared !== undefined) return shared;
  const supported = typeof IntersectionObserver !== 'undefined' && 'scrollMargin' in IntersectionObserver.prototype;
  if (!supported) {
    shared = null;
    return shared;
  }
  const watchers = new Map<Element, Watcher>();
  const options = { rootMargin: NEAR_VIEW_MARGIN, scrollMargin: NEAR_VIEW_MARGIN } as IntersectionObserverInit;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) watchers.get(entry.target)?.(entry.isIntersecting);
  }, options);
  shared = { observer, watchers };
  return shared;
}

/**
 * Whether the element is on screen or near it. Where that cannot be told
 * (no IntersectionObserver with scrollMargin, or on the server) everything
 * counts as near. An element inside another that is watched already (a
 * block in a container's slot) takes `inherited` instead of being watched
 * itself: the browser then checks a few elements each frame, not every row.
 */
export function useNearView(ref: RefObject<Element | null>, inherited?: boolean): boolean {
  const [near, setNear] = useState(() => nearViewObserver() === null);
  const watched = inherited === undefined;
  useEffect(() => {
    const watch = nearViewObserver();
    const element = ref.current;
    if (!watched || !watch || !element) return;
    watch.watchers.set(element, setNear);
    watch.observer.observe(element);
    return () => {
      watch.observer.unobserve(element);
      watch.watchers.delete(element);
    };
  }, [ref, watched]);
  return inherited ?? near;
}

/** For tests: forget the observer, so the next row asks the browser again. */
export function resetNearViewObserver() {
  shared?.observer.disconnect();
  shared = undefined;
}
