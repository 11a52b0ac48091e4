/**
 * The unit project's test files that reach a database: they create one of
 * their own, start the app, or read which database the settings name. The
 * second CI pass runs these (and the HTTP project) against a PostgreSQL
 * server; every other unit test runs the same code on either engine, so a
 * second run of it would prove nothing new.
 * Printed one path a line: `tsx scripts/testing/database-test-files.ts`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** What a test file that reaches a database names: a guess wider than needed costs a few seconds, one narrower a missed engine. */
export const REACHES_A_DATABASE = /createTestDatabase|startAppServer|openDatabase|databaseSettingsFromEnv|DATABASE_URL|PGlite/;

/** Unit test files as vitest's unit project includes them: every `*.test.ts` outside the HTTP and browser folders. */
export function isUnitTestFile(file: string): boolean {
  return file.endsWith('.test.ts') && !file.startsWith('tests/http/') && !file.startsWith('tests/browser/') && !file.startsWith('node_modules/');
}

export function databaseTestFiles(files: readonly string[], read: (file: string) => string): string[] {
  return files.filter((file) => isUnitTestFile(file) && REACHES_A_DATABASE.test(read(file)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const tracked = execFileSync('git', ['ls-files', '*.test.ts'], { encoding: 'utf8' }).split('\n').filter(Boolean);
  for (const file of databaseTestFiles(tracked, (name) => readFileSync(name, 'utf8'))) console.log(file);
}
