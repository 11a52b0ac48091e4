/**
 * `npm test`: type-checks, lints, looks for unused code, checks that browser
 * code reaches no server module, builds the app,
 * runs every vitest project (unit and components, then HTTP and browser),
 * prints the ten slowest files and the time taken, and ends with one line
 * "N passed, N failed".
 * Arguments are passed on to vitest (e.g. `npm test -- --project unit`) and
 * skip the checks and the build; TEST_REUSE_BUILD=1 skips them too.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { failedTests, failureLines, mergeReports, readVitestReport, slowestFiles, type VitestReport } from './testing/vitest-report';

const args = process.argv.slice(2);
const started = Date.now();
let passed = 0;
let failed = 0;

function step(name: string, command: string, commandArgs: string[]): boolean {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env: process.env });
  if (result.status === 0) return true;
  console.error(`✗ ${name} failed`);
  return false;
}

const took = () => `${Math.round((Date.now() - started) / 1000)} s`;

// A second pass over another database reuses the first pass's checked build.
const reuseBuild = process.env.TEST_REUSE_BUILD === '1';
if (args.length === 0 && !reuseBuild) {
  // Each check counts as one test: the type check, the lint (Biome: its recommended, React and Next.js rules), unused code and dependencies (knip)
  // and the server's modules out of the browser's reach, however indirect (dependency-cruiser; Biome sees direct imports only).
  for (const [name, script] of [
    ['Type check (tsc)', 'typecheck'],
    ['Lint (biome)', 'lint'],
    ['Unused code and dependencies (knip)', 'unused'],
    ['Server modules out of browser reach (dependency-cruiser)', 'boundaries'],
  ] as const) {
    if (step(name, 'npm', ['run', '--silent', script])) passed += 1;
    else failed += 1;
  }
  if (!step('Build the app (next build)', 'npm', ['run', 'build', '--silent'])) {
    console.log(`\nTook ${took()}`);
    console.log(`${passed} passed, ${failed + 1} failed`);
    process.exit(1);
  }
}

/**
 * Without arguments the projects run in two rounds: unit and components,
 * then HTTP and browser. Run together on two cores, the jsdom workers and
 * the app server with Chromium slowed each other so much that one round
 * took longer than the two one after the other.
 */
const rounds =
  args.length > 0
    ? [args]
    : [
        ['--project', 'unit', '--project', 'components', '--project', 'components-mocked'],
        ['--project', 'http', '--project', 'browser'],
      ];
const reports: VitestReport[] = [];
let unreadable = 0;
for (const [index, round] of rounds.entries()) {
  const report = path.join(mkdtempSync(path.join(tmpdir(), 'dealer-tests-')), 'vitest.json');
  const name = rounds.length > 1 ? `Tests, round ${index + 1} of ${rounds.length}: ${round.filter((arg) => arg !== '--project').join(', ')}` : 'Tests (vitest)';
  step(name, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...round]);
  try {
    reports.push(readVitestReport(report));
  } catch {
    // No report: vitest itself failed (a config error, a crash), which counts as a failure.
    unreadable += 1;
  }
}
const results = mergeReports(reports);
passed += results.numPassedTests;
const failures = failedTests(results);
failed += failures.length + unreadable;
console.log('\nThe ten slowest test files:');
for (const line of slowestFiles(results, 10)) console.log(line);
if (failures.length > 0) console.log(`\nFailed:\n${failureLines(failures).join('\n')}`);
if (unreadable > 0) console.log(`\n${unreadable} test round(s) wrote no report: see vitest's output above.`);
const skipped = results.numPendingTests + results.numTodoTests;
console.log(`\nTook ${took()}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
