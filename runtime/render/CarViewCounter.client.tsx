'use client';

import { useEffect } from 'react';
import { countCarView } from '../client/count-car-view';

/**
 * Counts the vehicle page's view once the page is in a browser (never for a
 * crawler's server render or a prefetch). Renders nothing. The count waits
 * for the browser's first idle moment: it is no reason to hold up the
 * shopper's first tap while the page's parts are still hydrating.
 */
export function CarViewCounter({ url, carId }: { url: string; carId: number }) {
  useEffect(() => {
    const count = () => void countCarView(url, carId);
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(count, { timeout: 2000 });
      return () => window.cancelIdleCallback(idle);
    }
    const timer = window.setTimeout(count, 0);
    return () => window.clearTimeout(timer);
  }, [url, carId]);
  return null;
}
