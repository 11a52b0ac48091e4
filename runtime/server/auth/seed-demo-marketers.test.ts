import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { createMarketerAuth, type MarketerAuth } from './auth';
import { DEMO_MARKETERS } from './demo-marketers';
import { seedDemoMarketers, seedsDemo } from './seed-demo-marketers';

const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv;
let test: TestDatabase;
let auth: MarketerAuth;

beforeAll(async () => {
  test = await createTestDatabase();
  auth = createMarketerAuth(test.db, { secret: 'test-secret-that-is-long-enough-for-better-auth', hosts: ['localhost'] });
}, 60_000);
afterAll(() => test?.drop());

const demoEmails = async () => (await sql<{ email: string }>`select "email" from "user" where "role" <> 'shopper' order by "email"`.execute(test.db)).rows.map((row) => row.email);

describe('the demo accounts', () => {
  it('SEED_DEMO: on for the embedded demo database, off on a PostgreSQL server unless SEED_DEMO=1', () => {
    expect(seedsDemo(env({}))).toBe(true);
    expect(seedsDemo(env({ SEED_DEMO: '0' }))).toBe(false);
    expect(seedsDemo(env({ DATABASE_URL: 'postgres://db.example/dealers' }))).toBe(false);
    expect(seedsDemo(env({ DATABASE_URL: 'postgres://db.example/dealers', SEED_DEMO: '1' }))).toBe(true);
  });

  it('security: not seeded on a PostgreSQL server that did not ask for them', async () => {
    expect(await seedDemoMarketers(test.db, auth, env({ DATABASE_URL: 'postgres://db.example/dealers' }))).toEqual([]);
    expect(await demoEmails()).toEqual([]);
  });

  it('deleted demo account stays deleted', async () => {
    const asked = env({ SEED_DEMO: '1' });
    expect(await seedDemoMarketers(test.db, auth, asked)).toEqual(DEMO_MARKETERS.map((m) => m.email));
    await sql`delete from "user" where "email" = ${DEMO_MARKETERS[0]!.email}`.execute(test.db);
    expect(await seedDemoMarketers(test.db, auth, asked)).toEqual([]);
    expect(await demoEmails()).toEqual(
      DEMO_MARKETERS.slice(1)
        .map((m) => m.email)
        .sort(),
    );
  });
});
