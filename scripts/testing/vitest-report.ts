import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The parts of vitest's JSON report that the test scripts read. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    status: string;
    startTime: number;
    endTime: number;
    /** A file that failed to load or set up says why here. */
    message?: string;
    assertionResults: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
}

export function readVitestReport(file: string): VitestReport {
  return JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
}

/** Several runs' reports as one. */
export function mergeReports(reports: readonly VitestReport[]): VitestReport {
  return {
    numPassedTests: reports.reduce((sum, report) => sum + report.numPassedTests, 0),
    numFailedTests: reports.reduce((sum, report) => sum + report.numFailedTests, 0),
    numPendingTests: reports.reduce((sum, report) => sum + report.numPendingTests, 0),
    numTodoTests: reports.reduce((sum, report) => sum + report.numTodoTests, 0),
    testResults: reports.flatMap((report) => report.testResults),
  };
}

export interface FailedTest {
  name: string;
  /** The first lines of why it failed, without colours and blank lines. */
  reason: string[];
}

/** How many lines of a failure's message the summary repeats. */
const REASON_LINES = 4;
// biome-ignore lint/suspicious/noControlCharactersInRegex: vitest colours its messages with ANSI escapes.
const COLOUR = /\u001b\[[0-9;]*m/g;

function reasonOf(message: string | undefined): string[] {
  if (!message) return [];
  return message
    .replace(COLOUR, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, REASON_LINES);
}

/**
 * Failed tests by name, with the start of why. A file that fails to load, or
 * whose set-up hook fails, has no failed test of its own (its tests are
 * skipped); it counts as one failure under the file's name, or the failure
 * would vanish. The reason is repeated because a long log is often read from
 * its tail only, and a failure that does not come back is then unexplained.
 */
export function failedTests(report: VitestReport): FailedTest[] {
  return report.testResults.flatMap((file) => {
    const relative = path.relative(process.cwd(), file.name);
    const failed = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({ name: `${relative} > ${test.fullName}`, reason: reasonOf(test.failureMessages?.[0]) }));
    if (failed.length === 0 && file.status === 'failed') return [{ name: `${relative} (the file itself: loading or a set-up hook)`, reason: reasonOf(file.message) }];
    return failed;
  });
}

/** The failed tests as the summary prints them: a name, then its reason indented, and no blank line (the CI script reads up to one). */
export function failureLines(failures: readonly FailedTest[]): string[] {
  return failures.flatMap(({ name, reason }) => [`  ${name}`, ...reason.map((line) => `      ${line}`)]);
}

/** The slowest test files, as lines "12.3 s  path". */
export function slowestFiles(report: VitestReport, count: number): string[] {
  return report.testResults
    .map((file) => ({ file: path.relative(process.cwd(), file.name), seconds: (file.endTime - file.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map(({ file, seconds }) => `${seconds.toFixed(1).padStart(6)} s  ${file}`);
}
