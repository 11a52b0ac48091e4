import type { NearestLocationsAnswer } from '../../schemas/api/nearest-locations';
import type { RequestError } from '../../schemas/api/request-errors';
import { POSTCODE_MESSAGE, POSTCODE_PATTERN } from '../rules/lead-requirements';

/** Where a site answers which of its locations are nearest a postcode (GET, `?postcode=`). */
export const NEAREST_LOCATIONS_API_PATH = '/api/nearest-locations';

/** What the browser says when the answer never came. */
export const NEAREST_LOCATIONS_FAILED = 'Sorry, we could not look that postcode up. Please try again.';

export type NearestLocationsResult = { ok: true; answer: NearestLocationsAnswer } | { ok: false; message: string };

/**
 * The browser's side of GET /api/nearest-locations: a postcode not of 4
 * digits is refused before asking, with the spec's words, as the server
 * would; the server's own refusal ("Invalid postcode") comes back as its
 * message.
 */
export async function fetchNearestLocations(endpoint: string, postcode: string, signal?: AbortSignal): Promise<NearestLocationsResult> {
  const asked = postcode.trim();
  if (!POSTCODE_PATTERN.test(asked)) return { ok: false, message: POSTCODE_MESSAGE };
  try {
    const response = await fetch(`${endpoint}?${new URLSearchParams({ postcode: asked })}`, { headers: { accept: 'application/json' }, signal });
    if (response.ok) return { ok: true, answer: (await response.json()) as NearestLocationsAnswer };
    const refusal = (await response.json().catch(() => undefined)) as RequestError | undefined;
    return { ok: false, message: refusal?.fields?.[0]?.message ?? NEAREST_LOCATIONS_FAILED };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, message: NEAREST_LOCATIONS_FAILED };
  }
}
