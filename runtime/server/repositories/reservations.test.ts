import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import type { Database } from '../db/types';
import { createReservationsRepository, type NewReservation, reservedOnline, type StoredReservation } from './reservations';
import { shopperReservation } from './test-support/shopper-reservation';

const ENGINE = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.drop());

// No foreign key to cars (a stock import may replace a car's row): each test reserves car ids of its own.
let sequence = 0;
const newCarId = () => 900_000 + ++sequence;
const newKey = () => `repository-attempt-${String(++sequence).padStart(8, '0')}`;

function newReservation(carId: number, fields: Partial<NewReservation> = {}): NewReservation {
  return shopperReservation({ id: carId, dealership_id: 101 }, { site_slug: 'sunshine-toyota', idempotency_key: newKey(), client_address: '192.0.2.1', ...fields });
}

const repository = (db: Kysely<Database> = test.db) => createReservationsRepository(db);
const statuses = async (carId: number) => (await repository().ofCar(carId)).map((row) => row.status);
const endHoldNow = (id: string, by = "interval '1 second'") => sql`update reservations set held_until = now() - ${sql.raw(by)} where id = ${id}`.execute(test.db);

/** Rows written straight into the table, past the repository: what the database itself allows. */
async function insertRow(carId: number, status: string, heldUntil = sql`now() + interval '1 hour'`) {
  await sql`insert into reservations (id, site_slug, idempotency_key, car_id, car_dealership_id, first_name, last_name, email, mobile, deposit_cents, status, held_until, payment_provider)
    values (${`row-${++sequence}`}, 'sunshine-toyota', ${newKey()}, ${carId}, 101, 'Sam', 'Shopper', 'sam@example.com', '0412 345 678', 20000, ${status}, ${heldUntil}, 'local')`.execute(
    test.db,
  );
}

/** PostgreSQL's unique_violation, the code node-postgres and PGlite both give. */
const UNIQUE_VIOLATION = expect.objectContaining({ code: '23505' });

describe(`reservations repository (${ENGINE})`, () => {
  it('holds a car for the dealer’s hold hours, by the database’s clock', async () => {
    const carId = newCarId();
    const outcome = await repository().hold(newReservation(carId, { holdHours: 24 }));
    expect(outcome.kind).toBe('held');
    const row = outcome.kind === 'held' ? outcome.reservation : undefined;
    expect(row).toMatchObject({ status: 'held', deposit_status: 'pending', car_id: carId });
    expect(Date.parse(row!.held_until) - Date.parse(row!.created_at)).toBe(24 * 60 * 60 * 1000);
  });

  describe('the database constraint: one reservation holding each car, whatever the code does', () => {
    it('refuses a second held or confirmed row for one car', async () => {
      const carId = newCarId();
      await insertRow(carId, 'held');
      await expect(insertRow(carId, 'held')).rejects.toEqual(UNIQUE_VIOLATION);
      await expect(insertRow(carId, 'confirmed')).rejects.toEqual(UNIQUE_VIOLATION);
    });

    it('allows any number of lapsed and cancelled rows beside the one holding it', async () => {
      const carId = newCarId();
      await insertRow(carId, 'lapsed');
      await insertRow(carId, 'lapsed');
      await insertRow(carId, 'cancelled');
      await insertRow(carId, 'confirmed');
      expect((await statuses(carId)).sort()).toEqual(['cancelled', 'confirmed', 'lapsed', 'lapsed']);
    });

    it('refuses a status outside held, confirmed, lapsed and cancelled, and a deposit over $10,000', async () => {
      await expect(insertRow(newCarId(), 'paid')).rejects.toThrow(/check constraint/);
      const carId = newCarId();
      await expect(repository().hold(newReservation(carId, { deposit_cents: 1_000_001 }))).rejects.toThrow(/check constraint/);
      await expect(repository().hold(newReservation(carId, { deposit_cents: 0 }))).rejects.toThrow(/check constraint/);
    });
  });

  it('50 concurrent holds of one car, on several app servers’ connections: exactly one holds it, 49 find it taken', async () => {
    const carId = newCarId();
    const connections = [test.db, ...Array.from({ length: 4 }, () => test.openAnother())];
    const outcomes = await Promise.all(Array.from({ length: 50 }, (_, i) => repository(connections[i % connections.length]).hold(newReservation(carId))));
    expect(outcomes.filter((o) => o.kind === 'held')).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === 'taken')).toHaveLength(49);
    expect(await statuses(carId)).toEqual(['held']);
  });

  it('50 concurrent holds of a car whose hold has lapsed: the lapsed row is moved out once, and exactly one new hold is made', async () => {
    const carId = newCarId();
    const first = await repository().hold(newReservation(carId));
    await endHoldNow(first.kind === 'held' ? first.reservation.id : '');
    const connections = [test.db, ...Array.from({ length: 4 }, () => test.openAnother())];
    const outcomes = await Promise.all(Array.from({ length: 50 }, (_, i) => repository(connections[i % connections.length]).hold(newReservation(carId))));
    expect(outcomes.filter((o) => o.kind === 'held')).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === 'taken')).toHaveLength(49);
    expect(await statuses(carId)).toEqual(['lapsed', 'held']);
  });

  it('concurrent attempts with one idempotency key store one row; the others are its retries', async () => {
    const carId = newCarId();
    const sent = newReservation(carId);
    const connections = [test.db, ...Array.from({ length: 3 }, () => test.openAnother())];
    const outcomes = await Promise.all(Array.from({ length: 12 }, (_, i) => repository(connections[i % connections.length]).hold(sent)));
    expect(outcomes.filter((o) => o.kind === 'held')).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === 'retry')).toHaveLength(11);
    expect(new Set(outcomes.map((o) => (o.kind === 'held' || o.kind === 'retry' ? o.reservation.id : o.kind))).size).toBe(1);
  });

  it('a refused admission (the rate limit) rolls everything back: no hold, and the lapsed hold it had moved is as it was', async () => {
    const carId = newCarId();
    const first = await repository().hold(newReservation(carId));
    await endHoldNow(first.kind === 'held' ? first.reservation.id : '');
    const refused = await repository().hold(newReservation(carId), { admit: async () => 'too many' });
    expect(refused).toEqual({ kind: 'refused', refusal: 'too many' });
    expect(await statuses(carId)).toEqual(['held']);
    expect((await repository().hold(newReservation(carId))).kind).toBe('held');
  });

  it('what is stored alongside a hold commits with it, and is rolled back with a refused one', async () => {
    const alongside = async (trx: Kysely<Database>, held: StoredReservation) => {
      await sql`insert into attempt_counts (key, window_started_at, count) values (${`alongside:${held.id}`}, now(), 1)`.execute(trx);
    };
    const alongsideRows = () => test.db.selectFrom('attempt_counts').select('key').where('key', 'like', 'alongside:%').execute();
    const before = (await alongsideRows()).length;
    const refused = await repository().hold(newReservation(newCarId()), { admit: async () => 'too many', alongside });
    expect(refused.kind).toBe('refused');
    expect(await alongsideRows()).toHaveLength(before);
    const held = await repository().hold(newReservation(newCarId()), { alongside });
    expect(held.kind).toBe('held');
    expect((await alongsideRows()).map((row) => row.key)).toContain(`alongside:${held.kind === 'held' ? held.reservation.id : ''}`);
  });

  describe('lapse at the boundary, in SQL (now() is fixed for a whole transaction)', () => {
    async function heldAt(heldUntil: string): Promise<boolean> {
      return test.db.transaction().execute(async (trx) => {
        const carId = newCarId();
        await sql`insert into reservations (id, site_slug, idempotency_key, car_id, car_dealership_id, first_name, last_name, email, mobile, deposit_cents, held_until, payment_provider)
          values (${`row-${++sequence}`}, 'sunshine-toyota', ${newKey()}, ${carId}, 101, 'Sam', 'Shopper', 'sam@example.com', '0412 345 678', 20000, ${sql.raw(heldUntil)}, 'local')`.execute(
          trx,
        );
        const { rows } = await sql<{ held: boolean }>`select ${reservedOnline('car.id')} as held from (values (${carId}::integer)) as car(id)`.execute(trx);
        return rows[0]!.held;
      });
    }

    it('holds while held_until is now or later: exactly at the end of the hold it still holds', async () => {
      expect(await heldAt("now() + interval '48 hours'")).toBe(true);
      expect(await heldAt("now() + interval '1 second'")).toBe(true);
      expect(await heldAt('now()')).toBe(true);
    });

    it('has lapsed one second (or one microsecond) past the end of the hold', async () => {
      expect(await heldAt("now() - interval '1 second'")).toBe(false);
      expect(await heldAt("now() - interval '1 microsecond'")).toBe(false);
    });

    it('a confirmed reservation holds the car long after its hold; lapsed and cancelled ones never do', async () => {
      for (const [status, holds] of [
        ['confirmed', true],
        ['lapsed', false],
        ['cancelled', false],
      ] as const) {
        const carId = newCarId();
        await insertRow(carId, status, sql`now() - interval '30 days'`);
        const { rows } = await sql<{ held: boolean }>`select ${reservedOnline('car.id')} as held from (values (${carId}::integer)) as car(id)`.execute(test.db);
        expect([status, rows[0]!.held]).toEqual([status, holds]);
      }
    });

    it('the next hold moves a lapsed one out; a hold still running (even by a second) is left and the car is taken', async () => {
      const carId = newCarId();
      const first = await repository().hold(newReservation(carId));
      const id = first.kind === 'held' ? first.reservation.id : '';
      await sql`update reservations set held_until = now() + interval '2 seconds' where id = ${id}`.execute(test.db);
      expect((await repository().hold(newReservation(carId))).kind).toBe('taken');
      await endHoldNow(id, "interval '1 second'");
      expect((await repository().hold(newReservation(carId))).kind).toBe('held');
      expect(await statuses(carId)).toEqual(['lapsed', 'held']);
    });
  });

  describe('what the payment provider says', () => {
    async function heldWithPayment(carId: number, reference: string) {
      const outcome = await repository().hold(newReservation(carId, { payment_provider: 'stripe' }));
      const id = outcome.kind === 'held' ? outcome.reservation.id : '';
      await repository().setPaymentReference(id, reference);
      return id;
    }

    it('paid: the reservation is confirmed and holds the car past its hold; sent again, nothing more changes', async () => {
      const carId = newCarId();
      const id = await heldWithPayment(carId, 'pi_paid_1');
      expect(await repository().recordPayment(id, 'pi_paid_1', 'paid')).toBe('confirmed');
      expect(await repository().recordPayment(id, 'pi_paid_1', 'paid')).toBe('confirmed');
      await endHoldNow(id, "interval '30 days'");
      expect(await repository().holding(carId)).toMatchObject({ id, status: 'confirmed', deposit_status: 'paid' });
      expect((await repository().hold(newReservation(carId))).kind).toBe('taken');
    });

    it('paid after the hold lapsed and another shopper holds the car: recorded as paid for the dealer to refund; the other keeps the car', async () => {
      const carId = newCarId();
      const id = await heldWithPayment(carId, 'pi_late_1');
      await endHoldNow(id);
      const other = await repository().hold(newReservation(carId, { first_name: 'Other' }));
      expect(other.kind).toBe('held');
      expect(await repository().recordPayment(id, 'pi_late_1', 'paid')).toBe('paid-not-holding');
      expect((await repository().ofCar(carId)).map((row) => [row.first_name, row.status, row.deposit_status])).toEqual([
        ['Sam', 'lapsed', 'paid'],
        ['Other', 'held', 'pending'],
      ]);
    });

    it('failed: recorded and the hold stands; a failure after a payment changes nothing; another payment’s id is unknown', async () => {
      const carId = newCarId();
      const id = await heldWithPayment(carId, 'pi_failed_1');
      expect(await repository().recordPayment(id, 'pi_failed_1', 'failed')).toBe('failed-recorded');
      expect(await repository().holding(carId)).toMatchObject({ id, status: 'held', deposit_status: 'failed' });
      expect(await repository().recordPayment(id, 'pi_failed_1', 'paid')).toBe('confirmed');
      expect(await repository().recordPayment(id, 'pi_failed_1', 'failed')).toBe('failed-recorded');
      expect(await repository().holding(carId)).toMatchObject({ status: 'confirmed', deposit_status: 'paid' });
      expect(await repository().recordPayment(id, 'pi_someone_else', 'paid')).toBe('unknown');
      expect(await repository().recordPayment('no-such-reservation', 'pi_failed_1', 'failed')).toBe('unknown');
    });
  });
});
