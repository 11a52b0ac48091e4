import type { RequestError } from '../../schemas/api/request-errors';
import type { ReservationAnswer, ReservationRequest } from '../../schemas/api/reservations';

/** How long to wait before sending the same attempt again after the network failed: twice, then the shopper is told. */
export const NETWORK_RETRY_DELAYS_MS = [600, 1500] as const;
export const CONNECTION_FAILED = 'The reservation could not be sent: check your connection and try again.';
export const RESERVATION_ENDED = 'This reservation did not go through, so the car is not held for you. Please try again.';

export type ReservationOutcome =
  | { kind: 'held'; reservation: ReservationAnswer }
  /** 409: someone holds the car, or it cannot be reserved; the server says which. */
  | { kind: 'taken'; message: string }
  /** 400: the fields the server refused, in its words. */
  | { kind: 'refused'; fields: RequestError['fields'] }
  | { kind: 'failed'; message: string };

interface PostOptions {
  fetch?: typeof fetch;
  wait?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const errorOf = (answer: unknown): string | undefined => {
  const error = answer !== null && typeof answer === 'object' ? (answer as { error?: unknown }).error : undefined;
  return typeof error === 'string' && error.trim() !== '' ? error : undefined;
};

function isReservation(answer: unknown): answer is ReservationAnswer {
  const fields = answer as Partial<ReservationAnswer> | null;
  return typeof fields?.reservation_id === 'string' && typeof fields.held_until === 'string' && typeof fields.deposit === 'object';
}

/**
 * Sends one submit attempt to POST /api/reservations. When the network
 * fails, the same body, idempotency key included, is sent again, so a
 * reservation that reached the server before the connection dropped is
 * answered, never made twice. An answer, good or bad, is never retried.
 */
export async function postReservation(url: string, request: ReservationRequest, { fetch: send = fetch, wait = pause }: PostOptions = {}): Promise<ReservationOutcome> {
  const body = JSON.stringify(request);
  for (let retry = 0; ; retry++) {
    let response: Response;
    try {
      response = await send(url, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body });
    } catch {
      if (retry === NETWORK_RETRY_DELAYS_MS.length) return { kind: 'failed', message: CONNECTION_FAILED };
      await wait(NETWORK_RETRY_DELAYS_MS[retry]);
      continue;
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (response.ok && isReservation(answer)) {
      // A retry can find the attempt's reservation over already (its payment could not be started, or its hold has passed).
      return answer.status === 'held' || answer.status === 'confirmed' ? { kind: 'held', reservation: answer } : { kind: 'failed', message: RESERVATION_ENDED };
    }
    if (response.status === 409) return { kind: 'taken', message: errorOf(answer) ?? 'This car can’t be reserved online right now.' };
    const fields = response.status === 400 && Array.isArray((answer as RequestError | undefined)?.fields) ? (answer as RequestError).fields : [];
    if (fields.length > 0) return { kind: 'refused', fields };
    return { kind: 'failed', message: errorOf(answer) ?? 'Something went wrong and the car was not reserved. Please try again.' };
  }
}
