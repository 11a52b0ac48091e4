import { randomUUID } from 'node:crypto';
import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { Database, LeadsTable } from '../db/types';

/** A lead as the application writes it; the database fills in `spam` (false) and `created_at`. */
export type NewLead = Omit<Insertable<LeadsTable>, 'id'>;
export type StoredLead = Selectable<LeadsTable>;

/** A lead stored by this request (`created`), or the one an earlier attempt with the same key stored. */
export interface LeadStored {
  id: string;
  created: boolean;
}

/**
 * Checks a new lead may be kept (rate limits), inside the transaction that
 * stores it: a refusal rolls the lead back, and the check sees only leads
 * that are really new, never a retry of one already stored.
 */
export type LeadAdmission<Refusal> = (trx: Kysely<Database>) => Promise<Refusal | undefined>;

/** What else a new lead brings with it into its transaction. */
export interface LeadStoring<Refusal> {
  admit?: LeadAdmission<Refusal>;
  /**
   * Where the dealer's document sends leads at this moment (outbox keys,
   * 'email:…' or 'webhook:…'): one lead_deliveries row each, written with the
   * lead. A spam lead gets none, and neither does a retry that found an
   * earlier lead (that one already has its rows).
   */
  destinations?: readonly string[];
}

/** A lead the server files itself inside a transaction of its own making (a reservation's hold), and where it goes. */
export interface LeadAlongside {
  destinations: readonly string[];
  /**
   * The outbox rows are due this many seconds after the commit rather than
   * at once: time for the caller to finish what must happen before the
   * dealer is told (a deposit payment started), and to say so (sendNow) or
   * take the lead back (withdrawUnsent). Should the caller's server die
   * first, the rows are sent once this has passed: nothing is lost.
   */
  holdBackSeconds?: number;
}

/** The outbox rows of a new lead, one per destination, written in the lead's own transaction so a stored lead is always sent. */
async function queueDeliveries(trx: Kysely<Database>, leadId: string, destinations: readonly string[], holdBackSeconds = 0): Promise<void> {
  if (destinations.length === 0) return;
  const due = holdBackSeconds > 0 ? { next_attempt_at: sql<string>`now() + make_interval(secs => ${holdBackSeconds}::integer)` } : {};
  await trx
    .insertInto('lead_deliveries')
    .values(destinations.map((destination) => ({ lead_id: leadId, destination, ...due })))
    .execute();
}

/** Thrown inside the transaction so the lead is rolled back; caught and returned as the refusal. */
class LeadRefused<Refusal> extends Error {
  constructor(readonly refusal: Refusal) {
    super('lead refused');
  }
}

export function createLeadsRepository(db: Kysely<Database>) {
  return {
    /**
     * Stores a lead once per site and idempotency key. Concurrent requests
     * with one key are safe: the unique (site_slug, idempotency_key) makes
     * every insert after the first wait for it to commit and then insert
     * nothing, and each then reads the first one's id. Returns when the lead
     * is committed, or with the refusal `admit` gave (nothing stored).
     */
    async store<Refusal>(lead: NewLead, { admit, destinations = [] }: LeadStoring<Refusal> = {}): Promise<LeadStored | { refused: Refusal }> {
      try {
        return await db.transaction().execute(async (trx): Promise<LeadStored> => {
          const inserted = await trx
            .insertInto('leads')
            .values({ ...lead, id: randomUUID() })
            .onConflict((conflict) => conflict.columns(['site_slug', 'idempotency_key']).doNothing())
            .returning('id')
            .executeTakeFirst();
          if (!inserted) {
            // Read committed: this statement sees the row whose insert the one above waited for.
            const earlier = await trx
              .selectFrom('leads')
              .select('id')
              .where('site_slug', '=', lead.site_slug)
              .where('idempotency_key', '=', lead.idempotency_key)
              .executeTakeFirstOrThrow();
            return { id: earlier.id, created: false };
          }
          const refusal = await admit?.(trx);
          if (refusal !== undefined) throw new LeadRefused(refusal);
          // The outbox rows commit or roll back with the lead: a stored lead is always sent, a refused one never.
          if (!lead.spam) await queueDeliveries(trx, inserted.id, destinations);
          return { id: inserted.id, created: true };
        });
      } catch (error) {
        if (error instanceof LeadRefused) return { refused: error.refusal as Refusal };
        throw error;
      }
    },

    /**
     * Stores a lead the server files itself, with its outbox rows, inside the
     * transaction this repository was made with (createLeadsRepository(trx)):
     * they commit or roll back with whatever else that transaction stores.
     * Its idempotency key is the caller's own making, one per thing told.
     */
    async addAlongside(lead: NewLead, { destinations, holdBackSeconds }: LeadAlongside): Promise<string> {
      const { id } = await db
        .insertInto('leads')
        .values({ ...lead, id: randomUUID() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await queueDeliveries(db, id, destinations, holdBackSeconds);
      return id;
    },

    /**
     * Takes back a lead that must not reach the dealer after all (the
     * reservation it tells of was undone at once): its outbox rows no worker
     * has claimed yet are deleted, and the lead with them once none is left.
     * A row a worker already claimed is sending, or sent: it stays, and so
     * does the lead. Answers whether the lead is gone.
     */
    async withdrawUnsent(siteSlug: string, idempotencyKey: string): Promise<boolean> {
      const lead = await db.selectFrom('leads').select('id').where('site_slug', '=', siteSlug).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
      if (!lead) return false;
      await db.deleteFrom('lead_deliveries').where('lead_id', '=', lead.id).where('attempts', '=', 0).where('claimed_by', 'is', null).execute();
      const gone = await db
        .deleteFrom('leads')
        .where('id', '=', lead.id)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('lead_deliveries').select('lead_id').where('lead_id', '=', lead.id))))
        .returning('id')
        .executeTakeFirst();
      return gone !== undefined;
    },

    /** One site's lead by idempotency key. */
    async findByKey(siteSlug: string, idempotencyKey: string): Promise<StoredLead | undefined> {
      return db.selectFrom('leads').selectAll().where('site_slug', '=', siteSlug).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
    },

    /** One site's lead by id (another site's lead is not found). */
    async find(siteSlug: string, id: string): Promise<StoredLead | undefined> {
      return db.selectFrom('leads').selectAll().where('site_slug', '=', siteSlug).where('id', '=', id).executeTakeFirst();
    },

    /** How many leads a site has stored under one idempotency key: 0 or 1. */
    async countWithKey(siteSlug: string, idempotencyKey: string): Promise<number> {
      const { count } = await db
        .selectFrom('leads')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('site_slug', '=', siteSlug)
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirstOrThrow();
      return Number(count);
    },
  };
}
