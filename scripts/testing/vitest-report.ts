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
    assertionResults: { status: string; fullName: string }[];
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

/**
 * Failed tests by name. A file that fails to load, or whose set-up hook
 * fails, has no failed test of its own (its tests are skipped); it counts as
 * one failure under the file's name, or the failure would vanish.
 */
export function failedTests(report: VitestReport): string[] {
  return report.testResults.flatMap((file) => {
    const relative = path.relative(process.cwd(), file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed').map((test) => `${relative} > ${test.fullName}`);
    if (failed.length === 0 && file.status === 'failed') return [`${relative} (the file itself: loading or a set-up hook)`];
    return failed;
  });
}

/** The slowest test files, as lines "12.3 s  path". */
export function slowestFiles(report: VitestReport, count: number): string[] {
  return report.testResults
    .map((file) => ({ file: path.relative(process.cwd(), file.name), seconds: (file.endTime - file.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map(({ file, seconds }) => `${seconds.toFixed(1).padStart(6)} s  ${file}`);
}
