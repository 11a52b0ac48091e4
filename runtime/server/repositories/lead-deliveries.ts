import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, LeadDeliveriesTable } from '../db/types';

export type LeadDeliveryRow = Selectable<LeadDeliveriesTable>;

/** One outbox row: a lead and one of its destinations. */
export interface DeliveryKey {
  lead_id: string;
  destination: string;
}

export interface Claim {
  /** The claiming worker's own token: only it may record the outcome of this claim. */
  claimedBy: string;
  now: Date;
  leaseMs: number;
  limit: number;
}

const iso = (date: Date) => date.toISOString();

/** The outbox of leads to deliver (migration 0010). */
export function createLeadDeliveriesRepository(db: Kysely<Database>) {
  /** Only the claim that is still this worker's: a lease that ran out and was claimed again belongs to the newer claim. */
  const ownClaim = (key: DeliveryKey, claimedBy: string) =>
    db
      .updateTable('lead_deliveries')
      .where('lead_id', '=', key.lead_id)
      .where('destination', '=', key.destination)
      .where('claimed_by', '=', claimedBy)
      .where('delivered_at', 'is', null);

  return {
    /**
     * Claims up to `limit` due rows for one worker, soonest first, in one
     * statement: each row is locked FOR UPDATE SKIP LOCKED, so workers
     * claiming at once (other app servers) take different rows, and a row a
     * concurrent claim just took is seen with its lease and passed over. A row
     * whose lease ran out (its worker died mid-send) is due again. `attempts`
     * counts the send started here, so a send that crashes the worker still
     * counts towards giving up.
     */
    async claimDue({ claimedBy, now, leaseMs, limit }: Claim): Promise<LeadDeliveryRow[]> {
      const due = db
        .selectFrom('lead_deliveries')
        .select(['lead_id', 'destination'])
        .where('delivered_at', 'is', null)
        .where('gave_up_at', 'is', null)
        .where('next_attempt_at', '<=', iso(now))
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', iso(now))]))
        .orderBy('next_attempt_at')
        .limit(limit)
        .forUpdate()
        .skipLocked();
      return db
        .updateTable('lead_deliveries')
        .set((eb) => ({
          claimed_by: claimedBy,
          claimed_until: iso(new Date(now.getTime() + leaseMs)),
          attempts: eb('attempts', '+', 1),
        }))
        .where((eb) => eb(eb.refTuple('lead_id', 'destination'), 'in', due.$asTuple('lead_id', 'destination')))
        .returningAll()
        .execute();
    },

    /** A lead's outbox rows held back when it was stored (leads.addAlongside) are due now; answers how many rows that made due. */
    async sendNow(leadId: string): Promise<number> {
      const rows = await db
        .updateTable('lead_deliveries')
        .set({ next_attempt_at: sql<string>`now()` })
        .where('lead_id', '=', leadId)
        .where('delivered_at', 'is', null)
        .where('gave_up_at', 'is', null)
        .where('attempts', '=', 0)
        .where('next_attempt_at', '>', sql<string>`now()`)
        .returning('lead_id')
        .execute();
      return rows.length;
    },

    /** The destination has the lead. */
    async markDelivered(key: DeliveryKey, claimedBy: string, now: Date): Promise<void> {
      await ownClaim(key, claimedBy)
        .set({ delivered_at: iso(now), claimed_until: null, last_error: null })
        .execute();
    },

    /** A failed send: tried again at `retryAt`, or never again when `retryAt` is undefined (given up; the row stays for people to see). */
    async markFailed(key: DeliveryKey, claimedBy: string, failure: { error: string; now: Date; retryAt?: Date }): Promise<void> {
      await ownClaim(key, claimedBy)
        .set(
          failure.retryAt
            ? { next_attempt_at: iso(failure.retryAt), claimed_until: null, last_error: failure.error }
            : { gave_up_at: iso(failure.now), claimed_until: null, last_error: failure.error },
        )
        .execute();
    },

    async forLead(leadId: string): Promise<LeadDeliveryRow[]> {
      return db.selectFrom('lead_deliveries').selectAll().where('lead_id', '=', leadId).orderBy('destination').execute();
    },

    /** Rows not delivered yet, given up ones included, oldest first: what the platform team looks at when a dealer says a lead never came. */
    async undelivered(limit: number): Promise<(LeadDeliveryRow & { site_slug: string })[]> {
      return db
        .selectFrom('lead_deliveries')
        .innerJoin('leads', 'leads.id', 'lead_deliveries.lead_id')
        .selectAll('lead_deliveries')
        .select('leads.site_slug')
        .where('lead_deliveries.delivered_at', 'is', null)
        .orderBy(sql`lead_deliveries.gave_up_at is null`)
        .orderBy('lead_deliveries.created_at')
        .limit(limit)
        .execute();
    },
  };
}
