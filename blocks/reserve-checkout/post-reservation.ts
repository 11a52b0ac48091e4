import type { RequestError } from '../../schemas/api/request-errors';
import type { ReservationAnswer, ReservationRequest } from '../../schemas/api/reservations';
import { type PostOptions, postForm } from '../kit/forms/post-form';

export const CONNECTION_FAILED = 'The reservation could not be sent: check your connection and try again.';
export const RESERVATION_ENDED = 'This reservation did not go through, so the car is not held for you. Please try again.';
const NOT_RESERVED = 'Something went wrong and the car was not reserved. Please try again.';
const CANNOT_RESERVE = 'This car can’t be reserved online right now.';

export type ReservationOutcome =
  | { kind: 'held'; reservation: ReservationAnswer }
  /** 409: someone holds the car, or it cannot be reserved; the server says which. */
  | { kind: 'taken'; message: string }
  /** 400: the fields the server refused, in its words. */
  | { kind: 'refused'; fields: RequestError['fields'] }
  | { kind: 'failed'; message: string };

const errorOf = (answer: unknown): string | undefined => {
  const error = answer !== null && typeof answer === 'object' ? (answer as { error?: unknown }).error : undefined;
  return typeof error === 'string' && error.trim() !== '' ? error : undefined;
};

function asReservation(answer: unknown): ReservationAnswer | undefined {
  const fields = answer as Partial<ReservationAnswer> | null;
  return typeof fields?.reservation_id === 'string' && typeof fields.held_until === 'string' && typeof fields.deposit === 'object' ? (answer as ReservationAnswer) : undefined;
}

/**
 * Sends one submit attempt to POST /api/reservations, through the forms'
 * one network-retry POST: when the network fails, the same body, idempotency
 * key included, is sent again, so a reservation that reached the server
 * before the connection dropped is answered, never made twice. A 409 says
 * why the car cannot be had; any other failure (a 401 asking the shopper to
 * sign in, a 503) is told in the server's words.
 */
export async function postReservation(url: string, request: ReservationRequest, options: PostOptions = {}): Promise<ReservationOutcome> {
  const outcome = await postForm(url, request, asReservation, {
    ...options,
    expected: [409],
    networkFailure: CONNECTION_FAILED,
    failureMessage: (answer) => errorOf(answer) ?? NOT_RESERVED,
  });
  switch (outcome.kind) {
    case 'accepted': {
      const reservation = outcome.accepted;
      // A retry can find the attempt's reservation over already (its payment could not be started, or its hold has passed).
      return reservation.status === 'held' || reservation.status === 'confirmed' ? { kind: 'held', reservation } : { kind: 'failed', message: RESERVATION_ENDED };
    }
    case 'answered':
      return { kind: 'taken', message: errorOf(outcome.answer) ?? CANNOT_RESERVE };
    default:
      return outcome;
  }
}
