/**
 * `npm test`: type-checks, builds the app, runs every vitest project (unit,
 * components, browser) and ends with one line "N passed, N failed".
 * Arguments are passed on to vitest (e.g. `npm test -- --project unit`) and
 * skip the type check and build; TEST_REUSE_BUILD=1 skips them too.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
let passed = 0;
let failed = 0;

function step(name: string, command: string, commandArgs: string[]): boolean {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env: process.env });
  if (result.status === 0) return true;
  console.error(`✗ ${name} failed`);
  return false;
}

// A second pass over another database reuses the first pass's checked build.
const reuseBuild = process.env.TEST_REUSE_BUILD === '1';
if (args.length === 0 && !reuseBuild) {
  if (step('Type check (tsc)', 'npx', ['tsc', '--noEmit', '-p', '.'])) passed += 1;
  else failed += 1;
  if (!step('Build the app (next build)', 'npm', ['run', 'build', '--silent'])) {
    console.log(`\n${passed} passed, ${failed + 1} failed`);
    process.exit(1);
  }
}

const report = path.join(mkdtempSync(path.join(tmpdir(), 'dealer-tests-')), 'vitest.json');
step('Tests (vitest)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args]);
try {
  const results = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults: { status: string; assertionResults: { status: string }[] }[];
  };
  passed += results.numPassedTests;
  failed += results.numFailedTests;
  // A file that fails to load, or whose set-up hook fails, has no failed test of its own
  // (its tests are skipped); count the file, or the failure would vanish from the total.
  failed += results.testResults.filter((file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')).length;
  const skipped = results.numPendingTests + results.numTodoTests;
  console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
} catch {
  failed += 1;
  console.log(`\n${passed} passed, ${failed} failed`);
}
process.exit(failed === 0 && passed > 0 ? 0 : 1);
