import { randomUUID } from 'node:crypto';
import { type Insertable, type Kysely, type RawBuilder, type Selectable, sql } from 'kysely';
import type { DepositStatus } from '../../../schemas/api/reservations';
import type { Database, ReservationsTable } from '../db/types';

/** A reservation as the application writes it; the database fills in the status (held), the hold's end, the deposit's status and the times. */
export type NewReservation = Omit<Insertable<ReservationsTable>, 'id' | 'status' | 'held_until' | 'deposit_status' | 'created_at' | 'updated_at'> & {
  /** The dealer's hold: held_until is the database's now() plus these hours. */
  holdHours: number;
};
export type StoredReservation = Selectable<ReservationsTable>;

/**
 * The SQL twin of isHolding (runtime/rules/reservation-hold.ts): whether a
 * reservation holds the car whose id is in `carIdColumn` right now: a
 * confirmed one, or a held one up to and including its held_until. The
 * `status in (…)` repeats the unique index's condition, so PostgreSQL can
 * answer it from that index.
 */
export function reservedOnline(carIdColumn: string): RawBuilder<boolean> {
  return sql<boolean>`exists (
    select 1 from reservations
    where reservations.car_id = ${sql.ref(carIdColumn)}
      and reservations.status in ('held', 'confirmed')
      and (reservations.status = 'confirmed' or reservations.held_until >= now()))`;
}

export type HoldOutcome<Refusal> =
  /** This request stored the reservation: the car is the shopper's now. */
  | { kind: 'held'; reservation: StoredReservation }
  /** An earlier attempt with the same idempotency key stored this one (a retry of a lost answer). */
  | { kind: 'retry'; reservation: StoredReservation }
  /** Another reservation holds the car. */
  | { kind: 'taken' }
  /** `admit` refused it (a rate limit): nothing was stored. */
  | { kind: 'refused'; refusal: Refusal };

/** Checks a new reservation may be kept, inside the transaction that stores it: a refusal rolls it back. */
export type ReservationAdmission<Refusal> = (trx: Kysely<Database>) => Promise<Refusal | undefined>;

/** What else a new hold brings into its transaction. */
export interface HoldExtras<Refusal> {
  admit?: ReservationAdmission<Refusal>;
  /** Stores what must commit with the hold or not at all (the lead that tells the dealer of it), once it is admitted. */
  alongside?: (trx: Kysely<Database>, reservation: StoredReservation) => Promise<void>;
}

/** A reservation as the dealer's screen lists it: the row, and the car as the stock has it now (null when it has left the feed). */
export type DealerReservationRow = StoredReservation & {
  car_name: string | null;
  car_slug: string | null;
  car_stocknum: string | null;
  car_state: string | null;
};

class ReservationRefused<Refusal> extends Error {
  constructor(readonly refusal: Refusal) {
    super('reservation refused');
  }
}

/** PostgreSQL's unique_violation, as node-postgres and PGlite both report it. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export type PaymentRecorded =
  /** The deposit was paid and the reservation now holds the car for good. */
  | 'confirmed'
  /** Paid, but the reservation had lapsed and another shopper holds the car now, or it was cancelled: the dealer must refund the deposit. */
  | 'paid-not-holding'
  | 'failed-recorded'
  /** No reservation has this id and payment reference. */
  | 'unknown';

export function createReservationsRepository(db: Kysely<Database>) {
  const byKey = (trx: Kysely<Database>, siteSlug: string, idempotencyKey: string) =>
    trx.selectFrom('reservations').selectAll().where('site_slug', '=', siteSlug).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
  /** A site's reservations with their cars, as the dealer's screen reads them. */
  const dealerView = (siteSlug: string) =>
    db
      .selectFrom('reservations')
      .leftJoin('cars', 'cars.id', 'reservations.car_id')
      .selectAll('reservations')
      .select(['cars.name as car_name', 'cars.slug as car_slug', 'cars.stocknum as car_stocknum', 'cars.state as car_state'])
      .where('reservations.site_slug', '=', siteSlug);
  /** One of a site's reservations, changed only while it holds its car (held and not yet passed, or confirmed) and is in `statuses`. */
  const whileHolding = (siteSlug: string, id: string, statuses: readonly ('held' | 'confirmed')[]) =>
    db
      .updateTable('reservations')
      .where('site_slug', '=', siteSlug)
      .where('id', '=', id)
      .where('status', 'in', statuses)
      .where((eb) => eb.or([eb('status', '=', 'confirmed'), eb('held_until', '>=', sql<string>`now()`)]));

  return {
    /**
     * Holds the car for the shopper, or says who got there first. One
     * transaction:
     *
     * 1. Expired holds of this car move out of the unique index's set
     *    (held → lapsed). A row still `held` whose hold has passed holds
     *    nothing (every reader asks held_until), but it is still in the
     *    index, and would refuse the insert below.
     * 2. Insert, doing nothing on a conflict with any unique index: the
     *    car's (someone holds it) or the idempotency key's (a retry).
     *
     * Why concurrent requests cannot both hold the car, on PostgreSQL's
     * read committed: in (1) the first transaction to update an expired row
     * locks it; the others wait for that lock and, once the first commits,
     * find the row `lapsed`, no longer matching, and update nothing. In (2)
     * an insert that meets another transaction's uncommitted row for the
     * same car in the index waits for it: if that one commits, this insert
     * does nothing (the car is taken); if it rolls back (a refused
     * admission), this insert goes ahead, and so does an update in (1) it
     * had undone. PGlite has one session, so its transactions run one after
     * another and meet each other's committed rows.
     */
    async hold<Refusal>(reservation: NewReservation, { admit, alongside }: HoldExtras<Refusal> = {}): Promise<HoldOutcome<Refusal>> {
      const { holdHours, ...row } = reservation;
      try {
        return await db.transaction().execute(async (trx): Promise<HoldOutcome<Refusal>> => {
          await trx
            .updateTable('reservations')
            .set({ status: 'lapsed', updated_at: sql`now()` })
            .where('car_id', '=', row.car_id)
            .where('status', '=', 'held')
            .where('held_until', '<', sql<string>`now()`)
            .execute();
          const inserted = await trx
            .insertInto('reservations')
            .values({ ...row, id: randomUUID(), held_until: sql<string>`now() + make_interval(hours => ${holdHours}::integer)` })
            .onConflict((conflict) => conflict.doNothing())
            .returningAll()
            .executeTakeFirst();
          if (!inserted) {
            // Read committed: this statement sees the row whose insert the one above waited for.
            const earlier = await byKey(trx, row.site_slug, row.idempotency_key);
            return earlier ? { kind: 'retry', reservation: earlier } : { kind: 'taken' };
          }
          const refusal = await admit?.(trx);
          if (refusal !== undefined) throw new ReservationRefused(refusal);
          await alongside?.(trx, inserted);
          return { kind: 'held', reservation: inserted };
        });
      } catch (error) {
        if (error instanceof ReservationRefused) return { kind: 'refused', refusal: error.refusal as Refusal };
        throw error;
      }
    },

    /** The reservation an attempt with this idempotency key stored on this site, if any. */
    async findByKey(siteSlug: string, idempotencyKey: string): Promise<StoredReservation | undefined> {
      return byKey(db, siteSlug, idempotencyKey);
    },

    /** One site's reservation by id (another site's is not found). */
    async find(siteSlug: string, id: string): Promise<StoredReservation | undefined> {
      return db.selectFrom('reservations').selectAll().where('site_slug', '=', siteSlug).where('id', '=', id).executeTakeFirst();
    },

    /** The reservation holding the car now, if any (held and not yet passed, or confirmed). */
    async holding(carId: number): Promise<StoredReservation | undefined> {
      return db
        .selectFrom('reservations')
        .selectAll()
        .where('car_id', '=', carId)
        .where('status', 'in', ['held', 'confirmed'])
        .where((eb) => eb.or([eb('status', '=', 'confirmed'), eb('held_until', '>=', sql<string>`now()`)]))
        .executeTakeFirst();
    },

    /** Every reservation of a car, oldest first. */
    async ofCar(carId: number): Promise<StoredReservation[]> {
      return db.selectFrom('reservations').selectAll().where('car_id', '=', carId).orderBy('created_at').orderBy('id').execute();
    },

    /** A site's reservations, newest first, with their cars: what the dealer's screen lists. */
    async newestForDealer(siteSlug: string, limit: number): Promise<DealerReservationRow[]> {
      return dealerView(siteSlug).orderBy('reservations.created_at', 'desc').orderBy('reservations.id').limit(limit).execute();
    },

    /** One of a site's reservations with its car, as the dealer's screen shows it (another site's is not found). */
    async forDealer(siteSlug: string, id: string): Promise<DealerReservationRow | undefined> {
      return dealerView(siteSlug).where('reservations.id', '=', id).executeTakeFirst();
    },

    /**
     * The dealer took the deposit by phone: a hold still holding its car is
     * confirmed, and holds it for good. Answers false when the reservation
     * is not this site's, or no longer a hold (lapsed, cancelled, confirmed
     * meanwhile): one statement, so a release or a lapse at the same moment
     * wins or loses whole.
     */
    async confirmByPhone(siteSlug: string, id: string, marketer: string): Promise<boolean> {
      const confirmed = await whileHolding(siteSlug, id, ['held'])
        .set({ status: 'confirmed', deposit_status: 'paid', deposit_taken_by: marketer, updated_at: sql`now()` })
        .returning('id')
        .executeTakeFirst();
      return confirmed !== undefined;
    },

    /**
     * The dealer releases a reservation that holds its car (held or
     * confirmed): it is cancelled, and the car can be reserved again at
     * once, as every reader asks whether a reservation holds it. Answers
     * false when it is not this site's or holds nothing any more.
     */
    async releaseByDealer(siteSlug: string, id: string, marketer: string): Promise<boolean> {
      const released = await whileHolding(siteSlug, id, ['held', 'confirmed'])
        .set({ status: 'cancelled', released_by: marketer, updated_at: sql`now()` })
        .returning('id')
        .executeTakeFirst();
      return released !== undefined;
    },

    /** Records the provider's id for the deposit (a Stripe PaymentIntent). */
    async setPaymentReference(id: string, reference: string): Promise<void> {
      await db.updateTable('reservations').set({ payment_reference: reference, updated_at: sql`now()` }).where('id', '=', id).execute();
    },

    /** Ends a hold that never got its payment started: the car is free again at once. */
    async cancel(id: string): Promise<void> {
      await db.updateTable('reservations').set({ status: 'cancelled', updated_at: sql`now()` }).where('id', '=', id).where('status', '=', 'held').execute();
    },

    /**
     * What the payment provider says happened to a deposit. Paid: the
     * reservation is confirmed and holds the car for good, unless another
     * reservation holds it by now (this one lapsed and the car was reserved
     * again), which the unique index refuses; the payment is then recorded
     * for the dealer to refund. Failed: recorded, the hold stands (the
     * shopper may try another card). Sent twice, each changes nothing more.
     */
    async recordPayment(id: string, reference: string, outcome: Exclude<DepositStatus, 'pending'>): Promise<PaymentRecorded> {
      const update = () => db.updateTable('reservations').where('id', '=', id).where('payment_reference', '=', reference);
      if (outcome === 'paid') {
        try {
          const confirmed = await update()
            .set({ status: 'confirmed', deposit_status: 'paid', updated_at: sql`now()` })
            .where('status', 'in', ['held', 'lapsed', 'confirmed'])
            .returning('id')
            .executeTakeFirst();
          if (confirmed) return 'confirmed';
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
        const paid = await update().set({ deposit_status: 'paid', updated_at: sql`now()` }).returning('id').executeTakeFirst();
        return paid ? 'paid-not-holding' : 'unknown';
      }
      // A failure reported after a success (events can arrive out of order) changes nothing.
      await update().set({ deposit_status: 'failed', updated_at: sql`now()` }).where('deposit_status', '<>', 'paid').execute();
      const known = await db.selectFrom('reservations').select('id').where('id', '=', id).where('payment_reference', '=', reference).executeTakeFirst();
      return known ? 'failed-recorded' : 'unknown';
    },
  };
}
