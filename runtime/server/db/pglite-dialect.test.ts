import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteDialect } from './pglite-dialect';

interface Scratch {
  notes: { id: number; body: string; written_on: string | null; added_at: string | null; weight: number | null };
}

let db: Kysely<Scratch>;
beforeAll(async () => {
  db = new Kysely<Scratch>({ dialect: new PGliteDialect(new PGlite()) });
  await sql`create table notes (id int primary key, body text not null, written_on date, added_at timestamptz, weight numeric(6, 2))`.execute(db);
}, 30_000);
afterAll(() => db.destroy());

const clear = () => db.deleteFrom('notes').execute();
const ids = async () => (await db.selectFrom('notes').select('id').orderBy('id').execute()).map((row) => row.id);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PGlite dialect for Kysely', () => {
  it('runs parameterised queries and returns rows as objects', async () => {
    await clear();
    await db.insertInto('notes').values({ id: 1, body: "it's a 'quoted' body" }).execute();
    expect(await db.selectFrom('notes').select(['id', 'body']).where('body', 'like', '%quoted%').execute()).toEqual([{ id: 1, body: "it's a 'quoted' body" }]);
  });

  it('parses values as node-postgres does here: numbers, date text, ISO timestamps', async () => {
    await clear();
    await db.insertInto('notes').values({ id: 2, body: 'x', written_on: '2026-03-10', added_at: '2026-03-10T22:30:00+10:00', weight: 12.5 }).execute();
    const row = await db
      .selectFrom('notes')
      .select(['written_on', 'added_at', 'weight', (eb) => eb.fn.countAll().as('count')])
      .groupBy(['written_on', 'added_at', 'weight'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ written_on: '2026-03-10', added_at: '2026-03-10T12:30:00.000Z', weight: 12.5, count: 1 });
  });

  it('reports how many rows an insert, update or delete changed', async () => {
    await clear();
    const inserted = await db
      .insertInto('notes')
      .values([
        { id: 3, body: 'a' },
        { id: 4, body: 'b' },
      ])
      .executeTakeFirst();
    expect(inserted.numInsertedOrUpdatedRows).toBe(2n);
    expect((await db.updateTable('notes').set({ body: 'c' }).where('id', '>', 0).executeTakeFirst()).numUpdatedRows).toBe(2n);
    expect((await db.deleteFrom('notes').where('id', '=', 3).executeTakeFirst()).numDeletedRows).toBe(1n);
  });

  it('runs a script of several statements when it has no parameters (as migrations are)', async () => {
    await clear();
    await sql.raw("insert into notes (id, body) values (10, 'one'); insert into notes (id, body) values (11, 'two');").execute(db);
    expect(await ids()).toEqual([10, 11]);
  });

  it('commits and rolls back transactions', async () => {
    await clear();
    await db.transaction().execute((trx) => trx.insertInto('notes').values({ id: 20, body: 'kept' }).execute());
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 21, body: 'lost' }).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await ids()).toEqual([20]);
  });

  it('keeps other queries out of a running transaction: they wait, and survive its rollback', async () => {
    await clear();
    let outside: Promise<unknown> | undefined;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 30, body: 'inside' }).execute();
        outside = db.insertInto('notes').values({ id: 31, body: 'outside' }).execute();
        await pause(30);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await outside;
    expect(await ids()).toEqual([31]);
  });

  it('serves many queries sent at once, one after another', async () => {
    await clear();
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        db
          .insertInto('notes')
          .values({ id: 100 + i, body: `n${i}` })
          .execute(),
      ),
    );
    expect(await ids()).toHaveLength(25);
  });

  it('supports savepoints inside a transaction', async () => {
    await clear();
    const trx = await db.startTransaction().execute();
    await trx.insertInto('notes').values({ id: 40, body: 'before' }).execute();
    const savepoint = await trx.savepoint('before_risky_part').execute();
    await savepoint.insertInto('notes').values({ id: 41, body: 'risky' }).execute();
    const restored = await savepoint.rollbackToSavepoint('before_risky_part').execute();
    await restored.releaseSavepoint('before_risky_part').execute();
    await trx.commit().execute();
    expect(await ids()).toEqual([40]);
  });

  it('passes database errors on, and the session stays usable', async () => {
    await clear();
    await expect(sql`select * from no_such_table`.execute(db)).rejects.toThrow(/no_such_table/);
    await expect(
      db
        .insertInto('notes')
        .values({ id: 50, body: null as unknown as string })
        .execute(),
    ).rejects.toThrow(/null/);
    expect(await ids()).toEqual([]);
  });

  it('explains that streaming is not available', async () => {
    await expect(db.selectFrom('notes').selectAll().stream().next()).rejects.toThrow(/limit and offset/);
  });
});
