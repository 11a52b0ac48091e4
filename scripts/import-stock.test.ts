import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(path.join(tmpdir(), 'import-stock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The command as a platform admin runs it, on a PGlite database of its own (seeded with a few demo cars on first use). */
function importStock(...args: string[]) {
  return spawnSync('npm', ['run', '--silent', 'import-stock', '--', ...args], {
    env: { ...process.env, DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '', SEED_CARS: '10' },
    encoding: 'utf8',
  });
}

function feedFile(name: string, text: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

describe('npm run import-stock', () => {
  it('imports a feed into the dealership and says how many cars were added, how fast', () => {
    const result = importStock(
      '--dealership',
      '101',
      feedFile('good.csv', 'id,slug,make,model,year,price,car_type,km,simple_body\n970001,cli-hilux,Toyota,HiLux,2025,55990,new,10,ute\n'),
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Imported 1 car \(1 added, 0 updated\) from a cars feed in [\d.]+ s: \d+ cars a second\./);
  }, 120_000);

  it('imports nothing from a feed with a bad row, lists each problem by row and column, and exits 1', () => {
    const result = importStock(
      '--dealership',
      '101',
      feedFile('bad.csv', 'id,slug,make,model,year,price,car_type,km,simple_body\n970002,cli-bad,Toyota,HiLux,2025,POA,new,10,boat\n'),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Nothing was imported: the feed has 2 problems. Correct them and send the whole feed again.');
    expect(result.stderr).toContain('  row 2, price: must be a number');
    expect(result.stderr).toContain('  row 2, simple_body: must be one of');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 120_000);

  it('says how to call it when the dealership or the file is missing, and exits 2', () => {
    const result = importStock('feed.csv');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: npm run import-stock -- --dealership <id> <feed.csv>');
  });
});
