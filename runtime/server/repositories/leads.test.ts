import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { createLeadDeliveriesRepository } from './lead-deliveries';
import { createLeadsRepository, type NewLead } from './leads';

const ENGINE = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const SITE = 'sunshine-toyota';
const DESTINATIONS = ['email:sales@sunshine-toyota.example.com', 'webhook:http://127.0.0.1:9/crm'];

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.drop());

let sequence = 0;
function newLead(): NewLead {
  return {
    site_slug: SITE,
    idempotency_key: `alongside-${String(++sequence).padStart(6, '0')}`,
    form: 'reservation',
    category: 'Reservation',
    subcategory: null,
    event_id: 15,
    fields: JSON.stringify({ name: 'Sam', last_name: 'Shopper', email: 'sam@example.com', phone: '0412 345 678' }),
    url: '/cars/a-car-1/checkout',
    source: null,
    user_agent: null,
    car_id: 1,
    car_dealership_id: 101,
    lead_attributes: null,
    client_address: '192.0.2.1',
  };
}

/** Stored as a reservation stores its lead: in a transaction of the caller's, its rows held back a minute. */
async function addHeldBack(lead = newLead()): Promise<string> {
  return test.db.transaction().execute((trx) => createLeadsRepository(trx).addAlongside(lead, { destinations: DESTINATIONS, holdBackSeconds: 60 }));
}

const claim = (now: Date, claimedBy = 'worker-1') => createLeadDeliveriesRepository(test.db).claimDue({ claimedBy, now, leaseMs: 120_000, limit: 100 });
const rowsOf = (leadId: string) => createLeadDeliveriesRepository(test.db).forLead(leadId);

describe(`a lead stored alongside something else, and its outbox rows (${ENGINE})`, () => {
  it('commits or rolls back with the caller’s transaction, one outbox row per destination', async () => {
    const lead = newLead();
    await expect(
      test.db.transaction().execute(async (trx) => {
        await createLeadsRepository(trx).addAlongside(lead, { destinations: DESTINATIONS });
        throw new Error('the hold was refused');
      }),
    ).rejects.toThrow('the hold was refused');
    expect(await createLeadsRepository(test.db).findByKey(SITE, lead.idempotency_key)).toBeUndefined();

    const id = await test.db.transaction().execute((trx) => createLeadsRepository(trx).addAlongside(lead, { destinations: DESTINATIONS }));
    expect((await rowsOf(id)).map((row) => row.destination)).toEqual(DESTINATIONS);
  });

  it('held back, its rows wait: no worker claims them until sendNow, or until the hold-back has passed', async () => {
    const id = await addHeldBack();
    expect((await claim(new Date())).filter((row) => row.lead_id === id)).toEqual([]);
    expect(await createLeadDeliveriesRepository(test.db).sendNow(id)).toBe(2);
    expect((await claim(new Date(Date.now() + 1000))).filter((row) => row.lead_id === id)).toHaveLength(2);
    // Made due once only: rows already claimed are not touched again.
    expect(await createLeadDeliveriesRepository(test.db).sendNow(id)).toBe(0);

    const forgotten = await addHeldBack();
    expect((await claim(new Date(Date.now() + 61_000))).filter((row) => row.lead_id === forgotten)).toHaveLength(2);
  });

  it('withdrawn before any worker took it: its rows and the lead are gone', async () => {
    const lead = newLead();
    const id = await addHeldBack(lead);
    expect(await createLeadsRepository(test.db).withdrawUnsent(SITE, lead.idempotency_key)).toBe(true);
    expect(await rowsOf(id)).toEqual([]);
    expect(await createLeadsRepository(test.db).findByKey(SITE, lead.idempotency_key)).toBeUndefined();
    expect(await createLeadsRepository(test.db).withdrawUnsent(SITE, lead.idempotency_key)).toBe(false);
  });

  it('a row a worker already claimed stays, and so does the lead: it may be on its way', async () => {
    const lead = newLead();
    const id = await addHeldBack(lead);
    const [taken] = DESTINATIONS;
    // A worker claimed the first destination a moment ago (its send is under way); the second is still unclaimed.
    await test.db
      .updateTable('lead_deliveries')
      .set({ claimed_by: 'worker-2', claimed_until: new Date(Date.now() + 120_000).toISOString(), attempts: 1 })
      .where('lead_id', '=', id)
      .where('destination', '=', taken!)
      .execute();
    expect(await createLeadsRepository(test.db).withdrawUnsent(SITE, lead.idempotency_key)).toBe(false);
    // The unclaimed row is gone; the claimed one stays.
    expect((await rowsOf(id)).map((row) => row.destination)).toEqual([taken]);
    expect(await createLeadsRepository(test.db).findByKey(SITE, lead.idempotency_key)).toBeDefined();
  });
});
