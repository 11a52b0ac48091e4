'use client';

import { useEffect } from 'react';
import { countCarView } from '../client/count-car-view';

/** Counts the vehicle page's view once the page is in a browser (never for a crawler's server render or a prefetch). Renders nothing. */
export function CarViewCounter({ url, carId }: { url: string; carId: number }) {
  useEffect(() => {
    void countCarView(url, carId);
  }, [url, carId]);
  return null;
}
