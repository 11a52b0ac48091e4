import type { Kysely } from 'kysely';
import {
  type DealerReservation,
  type DealerReservationsAnswer,
  type ReservationChangedAnswer,
  type ReservationDecisionAnswer,
  type ReservationDecisionRequest,
  reservationDecisionRequestSchema,
} from '../../../../schemas/api/dealer-reservations';
import { dealerActionsOf, depositStateText } from '../../../rules/dealer-reservation';
import { formatHeldUntil, reservationNumber, reservationTimeZone, statusAt } from '../../../rules/reservation-hold';
import { vehiclePath } from '../../../rules/vehicle-path';
import type { Database } from '../../db/types';
import { createReservationsRepository, type DealerReservationRow } from '../../repositories/reservations';
import { createSiteDocumentsRepository } from '../../repositories/site-documents';
import { editableDocument } from '../editable-document';
import { answer, notFound } from './editor-answers';
import { type EditorContext, forDealerSite } from './editor-access';

/** How many reservations the dealer's screen lists, newest first: weeks of a busy group's, and a page a phone still shows quickly. */
export const RESERVATIONS_LISTED = 200;

export const NO_SUCH_RESERVATION = 'There is no such reservation on this site.';

const iso = (time: string) => new Date(time).toISOString();

/** One reservation as the dealer reads it, at `now`: a hold past its time is lapsed, and the hold's end is said on the clock of the car's state. */
export function dealerReservationOf(row: DealerReservationRow, now: Date): DealerReservation {
  const status = statusAt({ status: row.status, held_until: new Date(row.held_until) }, now);
  return {
    id: row.id,
    number: reservationNumber(row.id),
    status,
    createdAt: iso(row.created_at),
    heldUntil: iso(row.held_until),
    heldUntilText: formatHeldUntil(new Date(row.held_until), reservationTimeZone({ state: row.car_state ?? undefined })),
    car: {
      id: row.car_id,
      name: row.car_name,
      stockNumber: row.car_stocknum,
      path: row.car_slug === null ? null : vehiclePath({ slug: row.car_slug }),
    },
    shopper: { firstName: row.first_name, lastName: row.last_name, email: row.email, mobile: row.mobile, signedIn: row.shopper_user_id !== null },
    deposit: {
      cents: row.deposit_cents,
      provider: row.payment_provider,
      status: row.deposit_status,
      takenBy: row.deposit_taken_by,
      text: depositStateText({ provider: row.payment_provider, status: row.deposit_status, takenByPhone: row.deposit_taken_by !== null }),
    },
    releasedBy: row.released_by,
    actions: dealerActionsOf(status),
  };
}

/** Whether the dealer's published site takes reservations online (a brand template may say so for it). */
async function reservesOnline(db: Kysely<Database>, slug: string): Promise<boolean> {
  const published = await createSiteDocumentsRepository(db).latestPublished(slug);
  if (!published) return false;
  const editable = await editableDocument(db, published.document);
  const settings = editable.ok ? (editable.document.settings as { reserveOnline?: { enabled?: unknown } } | undefined) : undefined;
  return settings?.reserveOnline?.enabled === true;
}

/** A dealer's reservations, newest first: what the editor's reservations screen shows and GET …/reservations answers. Check the marketer's access first. */
export async function dealerReservations(db: Kysely<Database>, slug: string, now = new Date()): Promise<DealerReservationsAnswer> {
  const [rows, reserveOnline] = await Promise.all([createReservationsRepository(db).newestForDealer(slug, RESERVATIONS_LISTED), reservesOnline(db, slug)]);
  return { reservations: rows.map((row) => dealerReservationOf(row, now)), reserveOnline };
}

/** GET /editor/api/sites/{slug}/reservations: the dealer's reservations, newest first. */
export function listReservations(context: EditorContext, request: Request, slug: string): Promise<Response> {
  return forDealerSite(context, request, slug, async () => answer<DealerReservationsAnswer>(await dealerReservations(context.db, slug)));
}

/** Why a decision cannot be made on the reservation as it is now: it holds nothing any more. */
function refusalOf(action: ReservationDecisionRequest['action'], reservation: DealerReservation): string {
  if (reservation.status === 'lapsed') {
    return `This hold lapsed on ${reservation.heldUntilText}, so the car is free to reserve again${action === 'confirm' ? ' and the reservation can no longer be confirmed' : ''}.`;
  }
  if (reservation.status === 'cancelled') return 'This reservation has been cancelled, so it can no longer be confirmed.';
  return 'This reservation changed while you were deciding. Check it and try again.';
}

/**
 * POST /editor/api/sites/{slug}/reservations {reservation_id, action}:
 * confirm (the dealer took the deposit by phone) or release (the car can be
 * reserved again at once). 200 with the reservation as it is now, also when
 * it already was what was asked (a double click, a second tab); 409
 * `reservation-changed` with it when it no longer allows that (lapsed,
 * cancelled); 404 for a reservation that is not this site's.
 */
export function decideReservation(context: EditorContext, request: Request, slug: string): Promise<Response> {
  return forDealerSite<ReservationDecisionRequest>(context, request, slug, { body: reservationDecisionRequestSchema }, async (marketer, body) => {
    const reservations = createReservationsRepository(context.db);
    const id = body.reservation_id;
    if (body.action === 'confirm') await reservations.confirmByPhone(slug, id, marketer.email);
    else await reservations.releaseByDealer(slug, id, marketer.email);
    const row = await reservations.forDealer(slug, id);
    if (!row) return notFound(NO_SUCH_RESERVATION);
    const reservation = dealerReservationOf(row, new Date());
    const done = reservation.status === (body.action === 'confirm' ? 'confirmed' : 'cancelled');
    if (done) return answer<ReservationDecisionAnswer>({ reservation });
    return answer<ReservationChangedAnswer>({ error: 'reservation-changed', message: refusalOf(body.action, reservation), reservation }, 409);
  });
}
