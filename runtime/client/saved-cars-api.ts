import type { SavedCar, SavedCarsAnswer } from '../../schemas/api/saved-cars';
import { MAX_SAVED_CARS_ASKED, SAVED_CARS_IDS_PARAMETER } from '../../schemas/api/saved-cars-words';

/** Where a site answers it, before site.href makes it an address. */
export const SAVED_CARS_API_PATH = '/api/saved-cars';

/**
 * The saved cars as the site has them now (GET /api/saved-cars), by id; a
 * car the answer leaves out is no longer listed. A list longer than the API
 * takes at once is asked for in parts. Undefined when the site could not be
 * asked (offline, or an answer that is not one).
 */
export async function fetchSavedCars(apiUrl: string, ids: readonly number[]): Promise<Map<number, SavedCar> | undefined> {
  const parts: number[][] = [];
  for (let start = 0; start < ids.length; start += MAX_SAVED_CARS_ASKED) parts.push(ids.slice(start, start + MAX_SAVED_CARS_ASKED));
  try {
    const answers = await Promise.all(
      parts.map(async (part) => {
        const query = new URLSearchParams({ [SAVED_CARS_IDS_PARAMETER]: part.join(',') });
        const response = await fetch(`${apiUrl}?${query}`, { credentials: 'same-origin', cache: 'no-store' });
        if (!response.ok) throw new Error(`The site answered ${response.status}.`);
        const answer = (await response.json()) as Partial<SavedCarsAnswer>;
        if (!Array.isArray(answer.cars)) throw new Error('The answer holds no cars.');
        return answer.cars;
      }),
    );
    return new Map(answers.flat().map((car) => [car.id, car]));
  } catch {
    return undefined;
  }
}
