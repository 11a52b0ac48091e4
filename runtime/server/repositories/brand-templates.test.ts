import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { createBrandTemplatesRepository } from './brand-templates';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.drop());

describe(`brand templates repository (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('stores a template and reads it back', async () => {
    const templates = createBrandTemplatesRepository(test.db);
    expect(await templates.get('toyota')).toBeUndefined();
    const stored = await templates.upsert('toyota', { theme: { primaryColor: 'red' }, pages: [] }, 'hash-1');
    expect(stored).toMatchObject({ slug: 'toyota', document: { theme: { primaryColor: 'red' }, pages: [] }, source_hash: 'hash-1' });
    expect(await templates.get('toyota')).toEqual(stored);
  });

  it('replaces a changed template and leaves an unchanged one as it was', async () => {
    const templates = createBrandTemplatesRepository(test.db);
    const before = (await templates.get('toyota'))!;
    expect(await templates.upsert('toyota', { theme: { primaryColor: 'red' }, pages: [] }, 'hash-1')).toEqual(before);

    const changed = await templates.upsert('toyota', { theme: { primaryColor: 'blue' } }, 'hash-2');
    expect(changed.document).toEqual({ theme: { primaryColor: 'blue' } });
    expect(changed.source_hash).toBe('hash-2');
    expect(Date.parse(changed.updated_at)).toBeGreaterThanOrEqual(Date.parse(before.updated_at));
    expect(await templates.get('toyota')).toEqual(changed);
  });
});
