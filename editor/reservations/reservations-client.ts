import type { DealerReservation, DealerReservationAction } from '../../schemas/api/dealer-reservations';
import { siteApiPath } from '../publishing/editor-api';

/** The dealer's reservations screen in the editor. */
export const reservationsPath = (slug: string) => `/editor/${encodeURIComponent(slug)}/reservations`;

export type DecisionAnswer =
  /** Done: the reservation as it is now. */
  | { kind: 'done'; reservation: DealerReservation }
  /** 409: it no longer allows that (lapsed, cancelled); it comes back as it is now, with why. */
  | { kind: 'changed'; message: string; reservation: DealerReservation }
  | { kind: 'refused'; message: string };

/** POST /editor/api/sites/{slug}/reservations {reservation_id, action}: confirm a hold whose deposit was taken by phone, or release one. */
export async function decideReservation(slug: string, reservationId: string, action: DealerReservationAction): Promise<DecisionAnswer> {
  let response: Response;
  try {
    response = await fetch(siteApiPath(slug, 'reservations'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ reservation_id: reservationId, action }),
    });
  } catch {
    return { kind: 'refused', message: 'The server could not be reached, so nothing changed. Try again in a moment.' };
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  const reservation = body.reservation as DealerReservation | undefined;
  if (response.status === 200 && reservation) return { kind: 'done', reservation };
  const message = typeof body.message === 'string' ? body.message : `The server answered ${response.status}, so nothing changed.`;
  if (response.status === 409 && reservation) return { kind: 'changed', message, reservation };
  return { kind: 'refused', message };
}
