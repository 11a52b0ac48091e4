import { describe, expect, it } from 'vitest';
import { databaseTestFiles, isUnitTestFile } from './database-test-files';

describe('the unit tests the PostgreSQL pass runs again', () => {
  const sources: Record<string, string> = {
    'runtime/server/repositories/cars.test.ts': "import { createTestDatabase } from '../db/test-database';",
    'tests/production-start.test.ts': "const env = { ...process.env, DATABASE_URL: '' };",
    'runtime/rules/reservable.test.ts': "import { isReservable } from './reservable';",
    'tests/http/search.test.ts': "import { startAppServer } from '../support/app-server';",
    'blocks/hero/Hero.test.tsx': 'createTestDatabase',
  };
  const read = (file: string) => sources[file]!;

  it('CI: a unit test file that creates a database or reads which one the settings name is run on both engines; a pure one, and other projects’ files, are not', () => {
    expect(databaseTestFiles(Object.keys(sources), read)).toEqual(['runtime/server/repositories/cars.test.ts', 'tests/production-start.test.ts']);
  });

  it('CI: every test file of the repository that creates a database is in the list', async () => {
    const { execFileSync } = await import('node:child_process');
    const { readFileSync } = await import('node:fs');
    const tracked = execFileSync('git', ['ls-files', '*.test.ts'], { encoding: 'utf8' }).split('\n').filter(Boolean);
    const listed = new Set(databaseTestFiles(tracked, (file) => readFileSync(file, 'utf8')));
    const creating = tracked.filter((file) => isUnitTestFile(file) && readFileSync(file, 'utf8').includes('createTestDatabase('));
    expect(creating.length).toBeGreaterThan(40);
    for (const file of creating) expect(listed).toContain(file);
  });
});
