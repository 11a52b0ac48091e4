import type { CarViewAnswer } from '../../schemas/api/car-views';
import { sessionIds } from './session-ids';

/** Where a view is counted, on the site's own address. */
export const CAR_VIEWS_API_PATH = '/api/car-views';

/** The cars this browser session has counted a view of, kept per site origin. */
const COUNTED_KEY = 'car-views-counted';

/**
 * Counts a view of a vehicle page once per browser session. A count that
 * fails is only logged: a shopper must never see a broken page for it. The
 * car is marked counted only once the server said so, so a failed count is
 * tried again on the next visit.
 */
export async function countCarView(
  url: string,
  carId: number,
  { fetch: send = fetch, log = console.warn, session }: { fetch?: typeof fetch; log?: (message: string, detail?: unknown) => void; session?: Storage } = {},
): Promise<CarViewAnswer | undefined> {
  const counted = sessionIds(COUNTED_KEY, session);
  if (counted.has(carId)) return undefined;
  try {
    const response = await send(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ car_id: carId }), keepalive: true });
    if (!response.ok) {
      log(`The view of car ${carId} was not counted (HTTP ${response.status})`, await response.text().catch(() => ''));
      return undefined;
    }
    counted.add(carId);
    return (await response.json()) as CarViewAnswer;
  } catch (error) {
    log(`The view of car ${carId} was not counted`, error);
    return undefined;
  }
}
