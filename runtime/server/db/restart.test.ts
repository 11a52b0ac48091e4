import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isSeeded, seedDemoData } from '../seed/seed';
import { openDatabase } from './connection';
import { migrate } from './migrate';

const dataDir = mkdtempSync(path.join(tmpdir(), 'dealer-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded database keeps its data across restarts', () => {
  it('reopens DATA_DIR with the same cars and does not seed again', async () => {
    const first = openDatabase({ dataDir });
    await migrate(first);
    await seedDemoData(first, { cars: 50, now: new Date('2026-11-22T00:00:00Z') });
    const before = await first.selectFrom('cars').select(['id', 'slug']).orderBy('id').execute();
    await first.destroy();

    const second = openDatabase({ dataDir });
    expect(await migrate(second)).toEqual([]);
    expect(await isSeeded(second)).toBe(true);
    expect(await second.selectFrom('cars').select(['id', 'slug']).orderBy('id').execute()).toEqual(before);
    await second.destroy();
  }, 60_000);
});
