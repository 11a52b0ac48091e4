import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../rules/reservation-hold';
import { EMPTY_SEARCH, type SearchState } from '../../rules/search-query-string';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { createReservationsRepository } from '../repositories/reservations';
import { shopperReservation } from '../repositories/test-support/shopper-reservation';
import { countingStatements } from '../db/test-support/statement-counter';
import { seedDemoData } from '../seed/seed';
import type { CarCard } from '../../../schemas/entities/car-card';
import { REMEMBERED_CARDS, remember } from './page-cards';
import { searchCars } from './search-cars';
import { readStockVersions } from './stock-version';
import { EVERY_DEMO_DEALERSHIP, PLAIN_SETTINGS } from './test-support/plain-search';

/** Creating and seeding a database can outlast the default 10 s on a busy machine. */
const SEEDING_TIMEOUT_MS = 60_000;
let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoData(test.db, { cars: 250, now: new Date() });
}, SEEDING_TIMEOUT_MS);
afterAll(() => test.drop());

const BY_PRICE: SearchState = { ...EMPTY_SEARCH, sortBy: 'price_desc' };
const search = (now = new Date(), db = test.db) => searchCars(db, EVERY_DEMO_DEALERSHIP, PLAIN_SETTINGS, BY_PRICE, { now, hitsPerPage: 5 });

describe(`cards a search shows, kept per stock version (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a page shown before costs one statement (both versions)', async () => {
    const counted = countingStatements(test.db);
    const first = await search(new Date(), counted.db);
    counted.reset();
    expect(await search(new Date(), counted.db)).toEqual({ ...first, ms: expect.any(Number) });
    expect(counted.count()).toBe(1);
  });

  it('costs no statement at all when the caller read the versions with the site (a search over HTTP)', async () => {
    const counted = countingStatements(test.db);
    const stockVersions = await readStockVersions(test.db);
    const first = await search(new Date(), counted.db);
    counted.reset();
    const again = await searchCars(counted.db, EVERY_DEMO_DEALERSHIP, PLAIN_SETTINGS, BY_PRICE, { now: new Date(), hitsPerPage: 5, stockVersions });
    expect(again).toEqual({ ...first, ms: expect.any(Number) });
    expect(counted.count()).toBe(0);
  });

  it(`keeps at most ${REMEMBERED_CARDS} cards, forgetting the one shown least recently`, () => {
    const cards = new Map<number, CarCard>();
    const card = (id: number) => ({ id }) as CarCard;
    for (let id = 1; id <= REMEMBERED_CARDS; id++) remember(cards, card(id));
    remember(cards, card(1));
    remember(cards, card(REMEMBERED_CARDS + 1));
    expect(cards.size).toBe(REMEMBERED_CARDS);
    expect(cards.has(1)).toBe(true);
    expect(cards.has(2)).toBe(false);
    expect([...cards.keys()].at(-1)).toBe(REMEMBERED_CARDS + 1);
  });

  it('a change to a shown car is in the next search: the stock version moves and the kept cards go with the old index', async () => {
    const [top] = (await search()).hits;
    await test.db
      .updateTable('cars')
      .set({ price: top.price + 1 })
      .where('id', '=', top.id)
      .execute();
    const [after] = (await search()).hits;
    expect(after).toMatchObject({ id: top.id, price: top.price + 1 });
  });

  it('spec detail §9: a hold online shows in the next search, is gone the second after it lapses with no write, and at once when cancelled', async () => {
    const [top] = (await search()).hits;
    expect(top.reserved).toBe(false);
    const reservations = createReservationsRepository(test.db);
    const outcome = await reservations.hold(shopperReservation(top));
    if (outcome.kind !== 'held') throw new Error(`not held: ${outcome.kind}`);
    const heldUntil = new Date(outcome.reservation.held_until);

    expect((await search()).hits[0]).toMatchObject({ id: top.id, reserved: true });
    expect((await search(heldUntil)).hits[0]).toMatchObject({ id: top.id, reserved: true });
    expect((await search(new Date(heldUntil.getTime() + 1000))).hits[0]).toMatchObject({ id: top.id, reserved: false });
    expect(heldUntil.getTime() - Date.now()).toBeGreaterThan(47 * HOUR_MS);

    await reservations.cancel(outcome.reservation.id);
    expect((await search()).hits[0]).toMatchObject({ id: top.id, reserved: false });
  });
});
