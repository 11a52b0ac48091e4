import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { versionsBell } from '../../db/versions-bell';
import { readPageVersions } from './page-versions';

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
  // On the embedded database the versions are kept between moves once its bell is heard: the case worth testing.
  if (test.engine === 'pglite') await vi.waitFor(() => expect(versionsBell(test.db)?.heard()).toBeTypeOf('number'));
});
afterAll(() => test.drop());

describe(`a page's versions, at every request (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('are the same while nothing moves, and new at the next request after any of the four moves', async () => {
    const first = await readPageVersions(test.db);
    expect(await readPageVersions(test.db)).toBe(first);
    let last = first;
    for (const version of ['site_lookup_version', 'stock_version', 'reservation_version', 'locations_version']) {
      await sql`update ${sql.table(version)} set version = version + 1`.execute(test.db);
      const now = await readPageVersions(test.db);
      expect(now, version).not.toBe(last);
      last = now;
    }
  });
});
