import { sessionIds } from '../../../runtime/client/session-ids';
import type { PhoneRevealAnswer, PhoneRevealRequest } from '../../../schemas/api/phone-reveal';

/** Where a reveal is recorded, on the site's own address. */
export const PHONE_REVEALS_API_PATH = '/api/phone-reveals';

export type PhoneRevealLogger = (message: string, detail?: unknown) => void;

/** A warning, not an error: a lost count must not look like a broken page. */
const logToConsole: PhoneRevealLogger = (message, detail) => console.warn(message, detail ?? '');

/** The cars whose reveal this browser session has recorded, kept per site origin. */
const RECORDED_KEY = 'phone-reveals-recorded';

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
  { fetch: send = fetch, log = logToConsole, session }: { fetch?: typeof fetch; log?: PhoneRevealLogger; session?: Storage } = {},
): Promise<PhoneRevealAnswer | undefined> {
  const recorded = sessionIds(RECORDED_KEY, session);
  if (recorded.has(reveal.car_id)) return undefined;
  try {
    const response = await send(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(reveal), keepalive: true });
    if (!response.ok) {
      log(`The phone reveal for car ${reveal.car_id} was not recorded (HTTP ${response.status})`, await response.text().catch(() => ''));
      return undefined;
    }
    recorded.add(reveal.car_id);
    return (await response.json()) as PhoneRevealAnswer;
  } catch (error) {
    log(`The phone reveal for car ${reveal.car_id} was not recorded`, error);
    return undefined;
  }
}
