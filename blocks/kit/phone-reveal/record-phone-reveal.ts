import type { PhoneRevealAnswer, PhoneRevealRequest } from '../../../schemas/api/phone-reveal';

/** Where a reveal is recorded, on the site's own address. */
export const PHONE_REVEALS_API_PATH = '/api/phone-reveals';

export type PhoneRevealLogger = (message: string, detail?: unknown) => void;

/** A warning, not an error: a lost count must not look like a broken page. */
const logToConsole: PhoneRevealLogger = (message, detail) => console.warn(message, detail ?? '');

/** The cars whose reveal this browser session has recorded, kept per site origin. */
const RECORDED_KEY = 'phone-reveals-recorded';

/** Reading window.sessionStorage itself throws where the browser blocks storage. */
function sessionStorageIfAny(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function recordedCars(session: Storage | undefined): number[] {
  try {
    const stored: unknown = JSON.parse(session?.getItem(RECORDED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

function rememberRecorded(session: Storage | undefined, carId: number): void {
  try {
    session?.setItem(RECORDED_KEY, JSON.stringify([...recordedCars(session), carId]));
  } catch {
    // Storage full or blocked: the server still counts one reveal per address and car.
  }
}

/**
 * Spec (search and favourites, §7 and §8): a phone reveal is recorded with
 * car_id, dealership_id and website_id; a failure is logged only. So this
 * never throws and the shopper sees the number either way. A car is
 * recorded once per browser session: revealing it again on another page
 * is the same shopper looking again.
 */
export async function recordPhoneReveal(
  url: string,
  reveal: PhoneRevealRequest,
  { fetch: send = fetch, log = logToConsole, session = sessionStorageIfAny() }: { fetch?: typeof fetch; log?: PhoneRevealLogger; session?: Storage } = {},
): Promise<PhoneRevealAnswer | undefined> {
  if (recordedCars(session).includes(reveal.car_id)) return undefined;
  try {
    const response = await send(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(reveal), keepalive: true });
    if (!response.ok) {
      log(`The phone reveal for car ${reveal.car_id} was not recorded (HTTP ${response.status})`, await response.text().catch(() => ''));
      return undefined;
    }
    rememberRecorded(session, reveal.car_id);
    return (await response.json()) as PhoneRevealAnswer;
  } catch (error) {
    log(`The phone reveal for car ${reveal.car_id} was not recorded`, error);
    return undefined;
  }
}
