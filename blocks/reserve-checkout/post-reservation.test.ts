import { describe, expect, it, vi } from 'vitest';
import type { ReservationAnswer, ReservationRequest } from '../../schemas/api/reservations';
import { NETWORK_RETRY_DELAYS_MS } from '../kit/forms/post-form';
import { CONNECTION_FAILED, postReservation, RESERVATION_ENDED } from './post-reservation';

const REQUEST: ReservationRequest = {
  idempotency_key: 'reserve-attempt-0000000001',
  car_id: 4101,
  first_name: 'Sam',
  last_name: 'Nguyen',
  email: 'sam@example.com',
  mobile: '0412 345 678',
};
const HELD: ReservationAnswer = {
  reservation_id: '6a1d4c7e-5d2f-4b51-9b43-1f0e6a1d4c7e',
  car_id: 4101,
  status: 'held',
  held_until: '2026-11-24T03:15:00.000Z',
  deposit_cents: 20_000,
  deposit: { provider: 'local', status: 'pending' },
};
const answer = (status: number, body?: unknown) => new Response(body === undefined ? '' : JSON.stringify(body), { status });
const noWait = vi.fn(async () => {});

describe('sending one reservation attempt to POST /api/reservations', () => {
  it('201, and the 200 a retried key gets, hold the car; one the retry finds over already does not', async () => {
    const send = vi.fn(async () => answer(201, HELD));
    expect(await postReservation('/api/reservations', REQUEST, { fetch: send })).toEqual({ kind: 'held', reservation: HELD });
    expect(send).toHaveBeenCalledWith('/api/reservations', expect.objectContaining({ method: 'POST', body: JSON.stringify(REQUEST) }));
    expect(await postReservation('/api/reservations', REQUEST, { fetch: async () => answer(200, { ...HELD, status: 'confirmed' }) })).toMatchObject({ kind: 'held' });
    for (const status of ['cancelled', 'lapsed'] as const) {
      expect(await postReservation('/api/reservations', REQUEST, { fetch: async () => answer(200, { ...HELD, status }) })).toEqual({ kind: 'failed', message: RESERVATION_ENDED });
    }
  });

  it('409: someone holds the car, in the server’s words', async () => {
    const error = 'Sorry, someone else has just reserved this car, so it can’t be reserved online right now.';
    expect(await postReservation('/api/reservations', REQUEST, { fetch: async () => answer(409, { error, fields: [] }) })).toEqual({ kind: 'taken', message: error });
    expect(await postReservation('/api/reservations', REQUEST, { fetch: async () => answer(409) })).toEqual({
      kind: 'taken',
      message: 'This car can’t be reserved online right now.',
    });
  });

  it('400 gives the server’s fields; a 401 asking the shopper to sign in, a 503 or a 500 is told in the server’s words or plainly', async () => {
    const fields = [{ field: '/email', message: 'must be an email address' }];
    expect(await postReservation('/api/reservations', REQUEST, { fetch: async () => answer(400, { error: 'The request has errors.', fields }) })).toEqual({
      kind: 'refused',
      fields,
    });
    expect(
      await postReservation('/api/reservations', REQUEST, {
        fetch: async () => answer(401, { error: 'Sign in to reserve this car online. Reload this page to sign in with your mobile number.', fields: [] }),
      }),
    ).toEqual({
      kind: 'failed',
      message: 'Sign in to reserve this car online. Reload this page to sign in with your mobile number.',
    });
    expect(await postReservation('/api/reservations', REQUEST, { fetch: async () => answer(500) })).toEqual({
      kind: 'failed',
      message: 'Something went wrong and the car was not reserved. Please try again.',
    });
  });

  it('a lost connection sends the same attempt again, same key; after every retry failed, the shopper is told to check their connection', async () => {
    const send = vi.fn<typeof fetch>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(answer(201, HELD));
    expect(await postReservation('/api/reservations', REQUEST, { fetch: send, wait: noWait })).toEqual({ kind: 'held', reservation: HELD });
    expect(send.mock.calls[1]![1]?.body).toBe(send.mock.calls[0]![1]?.body);
    const down = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await postReservation('/api/reservations', REQUEST, { fetch: down, wait: noWait })).toEqual({ kind: 'failed', message: CONNECTION_FAILED });
    expect(down).toHaveBeenCalledTimes(NETWORK_RETRY_DELAYS_MS.length + 1);
  });
});
