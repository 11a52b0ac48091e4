import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-database';
import { timestampToIso } from './value-parsers';

describe('timestampToIso', () => {
  it.each([
    ['2026-03-10 12:30:00+00', '2026-03-10T12:30:00.000Z'],
    ['2026-03-10 22:30:00.25+10', '2026-03-10T12:30:00.250Z'],
    ['2026-03-10 18:00:00.123456+05:30', '2026-03-10T12:30:00.123Z'],
    ['2026-03-10 08:30:00-04', '2026-03-10T12:30:00.000Z'],
    ['1888-01-01 00:00:00+09:39:52', '1887-12-31T14:20:08.000Z'],
  ])('reads %s as %s', (text, iso) => {
    expect(timestampToIso(text)).toBe(iso);
  });

  it('leaves values it cannot read, such as infinity, as they are', () => {
    expect(timestampToIso('infinity')).toBe('infinity');
  });
});

describe(`values read from ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  }, 60_000);
  afterAll(() => test.drop());

  it('come back as the same JavaScript values on either engine', async () => {
    const { rows } = await sql<Record<string, unknown>>`
      select
        9007199254740991::int8 as big,
        count(*) as counted,
        12.50::numeric(6, 2) as money,
        avg(x) as average,
        '2026-03-10'::date as day,
        '2026-03-10 22:30:00+10'::timestamptz as moment,
        '{"a": [1, "b"]}'::jsonb as json,
        true as flag
      from (values (4), (5)) as v (x)`.execute(test.db);
    expect(rows).toEqual([
      { big: 9007199254740991, counted: 2, money: 12.5, average: 4.5, day: '2026-03-10', moment: '2026-03-10T12:30:00.000Z', json: { a: [1, 'b'] }, flag: true },
    ]);
  });
});
