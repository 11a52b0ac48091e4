import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Kysely, PostgresDialect } from 'kysely';
import { createPostgresPool } from './connection';
import { createEmbeddedTestDatabase, type TestDatabase } from './test-database';
import type { Database } from './types';
import { keptUntilVersionsMove, versionsBell } from './versions-bell';

let test: TestDatabase;

beforeAll(async () => {
  test = await createEmbeddedTestDatabase();
});
afterAll(() => test.drop());

/** The bell once it is heard: it starts listening on first asking. */
async function heardBell() {
  const bell = versionsBell(test.db)!;
  await vi.waitFor(() => expect(bell.heard()).toBeTypeOf('number'));
  return bell;
}

describe('the embedded database rings when a version a request reads moves (migration 0023)', () => {
  it('has rung by the time a write that moves each version returns', async () => {
    const bell = await heardBell();
    for (const version of ['site_lookup_version', 'stock_version', 'reservation_version', 'locations_version']) {
      const before = bell.heard()!;
      await sql`update ${sql.table(version)} set version = version + 1`.execute(test.db);
      expect(bell.heard(), version).toBe(before + 1);
    }
  });

  it('rings for a real write through its table’s trigger: a dealer site published', async () => {
    const bell = await heardBell();
    const before = bell.heard()!;
    await test.db
      .insertInto('platform_sites')
      .values({ slug: 'bell', dealership_ids: [9], website_id: 90, updated_by: 'test' })
      .execute();
    expect(bell.heard()).toBeGreaterThan(before);
  });

  it('rings when the writing transaction commits, and never for one rolled back', async () => {
    const bell = await heardBell();
    const before = bell.heard()!;
    await test.db.transaction().execute(async (trx) => {
      await sql`update stock_version set version = version + 1`.execute(trx);
      expect(bell.heard()).toBe(before);
    });
    expect(bell.heard()).toBe(before + 1);
    await expect(
      test.db.transaction().execute(async (trx) => {
        await sql`update stock_version set version = version + 1`.execute(trx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(bell.heard()).toBe(before + 1);
  });

  it('keeps an answer read from the database until the bell rings, then reads again', async () => {
    await heardBell();
    let reads = 0;
    const read = keptUntilVersionsMove(test.db, async () => ++reads);
    expect([await read(), await read()]).toEqual([1, 1]);
    await sql`update locations_version set version = version + 1`.execute(test.db);
    expect([await read(), await read()]).toEqual([2, 2]);
  });

  it('gives a Kysely made from another no bell: its caller reads the versions every time', async () => {
    const another = test.db.withPlugin({ transformQuery: (args) => args.node, transformResult: async (args) => args.result });
    expect(versionsBell(another)).toBeUndefined();
    let reads = 0;
    const read = keptUntilVersionsMove(another, async () => ++reads);
    expect([await read(), await read()]).toEqual([1, 2]);
  });
});

describe('PostgreSQL has no bell', () => {
  it('leaves every request to read the versions, as another app server may have moved them', async () => {
    // Never connected: the bell is decided by how the database was opened, before any statement.
    const pool = createPostgresPool('postgres://nobody@127.0.0.1:9/nothing');
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    expect(versionsBell(db)).toBeUndefined();
    await db.destroy();
  });
});
