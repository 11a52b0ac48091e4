/**
 * `npm run test:flaky [-- N]`: runs the browser tests N times in a row
 * (default 5) against one build and lists every test that failed at least
 * once, with how often. Exits non-zero when any did.
 * TEST_REUSE_BUILD=1 skips the build (use it right after `npm test`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { failedTests, readVitestReport } from './testing/vitest-report';

const runs = Number(process.argv[2] ?? 5);
if (!Number.isInteger(runs) || runs < 1 || runs > 100) {
  console.error('Usage: npm run test:flaky -- [runs, 1 to 100]');
  process.exit(2);
}

if (process.env.TEST_REUSE_BUILD !== '1') {
  console.log('▶ Build the app (next build)');
  if (spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

const folder = mkdtempSync(path.join(tmpdir(), 'dealer-flaky-'));
const failures = new Map<string, number>();
for (let run = 1; run <= runs; run++) {
  const report = path.join(folder, `run-${run}.json`);
  console.log(`\n▶ Browser tests, run ${run} of ${runs}`);
  spawnSync('npx', ['vitest', 'run', '--project', 'browser', '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`], { stdio: 'inherit' });
  let failed: string[];
  try {
    failed = failedTests(readVitestReport(report)).map((failure) => failure.name);
  } catch {
    failed = ['(no report: the test run itself failed)'];
  }
  for (const name of failed) failures.set(name, (failures.get(name) ?? 0) + 1);
  console.log(`Run ${run}: ${failed.length === 0 ? 'every test passed' : `${failed.length} failed`}`);
}

if (failures.size === 0) {
  console.log(`\nNo browser test failed in ${runs} runs.`);
} else {
  console.log(`\nFailed at least once in ${runs} runs:`);
  for (const [name, times] of [...failures].sort((a, b) => b[1] - a[1])) console.log(`  ${times}/${runs}  ${name}`);
}
process.exit(failures.size === 0 ? 0 : 1);
