'use client';
import { useEffect, useState } from 'react';
import { fetchSavedCars } from '../../../runtime/client/saved-cars-api';
import type { SavedCar } from '../../../schemas/api/saved-cars';

/**
 * What the site says of the saved cars today: still asking, its answer by id
 * (an id asked for and not answered is a car no longer listed), or nothing
 * known (the site could not be asked).
 */
export type SavedCarsNow = { status: 'loading' } | { status: 'loaded'; cars: ReadonlyMap<number, SavedCar>; asked: ReadonlySet<number> } | { status: 'unknown' };

/** Asks the site for the saved cars as they are now; a list that changes asks only for the cars not asked for yet. `ids` undefined: not known yet. */
export function useSavedCarsNow(apiUrl: string, ids: readonly number[] | undefined): SavedCarsNow {
  const [now, setNow] = useState<SavedCarsNow>({ status: 'loading' });
  const key = ids?.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the ids written out, so an equal list asks nothing again; `now` is read, not followed.
  useEffect(() => {
    if (!ids) return;
    const before = now.status === 'loaded' ? now : undefined;
    const missing = ids.filter((id) => !before?.asked.has(id));
    if (before && missing.length === 0) return;
    let current = true;
    void fetchSavedCars(apiUrl, missing).then((found) => {
      if (!current) return;
      if (!found) return setNow({ status: 'unknown' });
      setNow({ status: 'loaded', cars: new Map([...(before?.cars ?? []), ...found]), asked: new Set([...(before?.asked ?? []), ...missing]) });
    });
    return () => {
      current = false;
    };
  }, [apiUrl, key]);
  return now;
}
