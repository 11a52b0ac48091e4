import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { attemptsSoFar, countAttempt, forgetFinishedAttempts, LONGEST_ATTEMPT_WINDOW_SECONDS } from './attempt-counts';

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.drop());

describe(`attempt counts (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('counts attempts under a key within its window', async () => {
    expect((await countAttempt(test.db, 'count:a', 60)).count).toBe(1);
    expect((await countAttempt(test.db, 'count:a', 60)).count).toBe(2);
    expect((await attemptsSoFar(test.db, 'count:a', 60)).count).toBe(2);
    expect((await attemptsSoFar(test.db, 'count:b', 60)).count).toBe(0);
  });

  it('forgets counts whose window ended a day ago, and keeps the rest', async () => {
    await countAttempt(test.db, 'sweep:old', 60);
    await countAttempt(test.db, 'sweep:recent', 60);
    await test.db
      .updateTable('attempt_counts')
      .set({ window_started_at: sql`now() - ${LONGEST_ATTEMPT_WINDOW_SECONDS + 60}::integer * interval '1 second'` })
      .where('key', '=', 'sweep:old')
      .execute();
    expect(await forgetFinishedAttempts(test.db)).toBe(1);
    const keys = (await test.db.selectFrom('attempt_counts').select('key').execute()).map((row) => row.key);
    expect(keys).toContain('sweep:recent');
    expect(keys).not.toContain('sweep:old');
  });
});
