import { describe, expect, it } from 'vitest';
import { failedTests, failureLines, mergeReports, slowestFiles, type VitestReport } from './vitest-report';

const file = (name: string, seconds: number, statuses: string[]): VitestReport['testResults'][number] => ({
  name: `${process.cwd()}/${name}`,
  status: statuses.includes('failed') ? 'failed' : 'passed',
  startTime: 0,
  endTime: seconds * 1000,
  assertionResults: statuses.map((status, i) => ({
    status,
    fullName: `test ${i}`,
    failureMessages: status === 'failed' ? ['\u001b[31mAssertionError\u001b[39m: expected false to be true\n\n- Expected\n+ Received\n- true\n+ false'] : [],
  })),
});

describe("npm test's two rounds report as one", () => {
  it('adds up the counts and keeps every file, so failures and the slowest files span both rounds', () => {
    const first: VitestReport = { numPassedTests: 3, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0, testResults: [file('a.test.ts', 2, ['passed', 'passed', 'passed'])] };
    const second: VitestReport = { numPassedTests: 1, numFailedTests: 1, numPendingTests: 1, numTodoTests: 0, testResults: [file('b.test.ts', 5, ['passed', 'failed'])] };
    const merged = mergeReports([first, second]);
    expect(merged).toMatchObject({ numPassedTests: 4, numFailedTests: 1, numPendingTests: 1, numTodoTests: 0 });
    expect(failedTests(merged).map((failure) => failure.name)).toEqual(['b.test.ts > test 1']);
    expect(slowestFiles(merged, 2)).toEqual(['   5.0 s  b.test.ts', '   2.0 s  a.test.ts']);
  });

  it('repeats the start of why each test failed, without colours or blank lines, so a log read from its tail explains the failure', () => {
    const report: VitestReport = { numPassedTests: 0, numFailedTests: 1, numPendingTests: 0, numTodoTests: 0, testResults: [file('b.test.ts', 1, ['failed'])] };
    expect(failureLines(failedTests(report))).toEqual([
      '  b.test.ts > test 0',
      '      AssertionError: expected false to be true',
      '      - Expected',
      '      + Received',
      '      - true',
    ]);
  });

  it('names a file that failed to load with its own message', () => {
    const broken = { ...file('c.test.ts', 1, []), status: 'failed', message: 'Cannot find module ./gone' };
    const report: VitestReport = { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0, testResults: [broken] };
    expect(failureLines(failedTests(report))).toEqual(['  c.test.ts (the file itself: loading or a set-up hook)', '      Cannot find module ./gone']);
  });
});
