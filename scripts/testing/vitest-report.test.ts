import { describe, expect, it } from 'vitest';
import { failedTests, mergeReports, slowestFiles, type VitestReport } from './vitest-report';

const file = (name: string, seconds: number, statuses: string[]): VitestReport['testResults'][number] => ({
  name: `${process.cwd()}/${name}`,
  status: statuses.includes('failed') ? 'failed' : 'passed',
  startTime: 0,
  endTime: seconds * 1000,
  assertionResults: statuses.map((status, i) => ({ status, fullName: `test ${i}` })),
});

describe("npm test's two rounds report as one", () => {
  it('adds up the counts and keeps every file, so failures and the slowest files span both rounds', () => {
    const first: VitestReport = { numPassedTests: 3, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0, testResults: [file('a.test.ts', 2, ['passed', 'passed', 'passed'])] };
    const second: VitestReport = { numPassedTests: 1, numFailedTests: 1, numPendingTests: 1, numTodoTests: 0, testResults: [file('b.test.ts', 5, ['passed', 'failed'])] };
    const merged = mergeReports([first, second]);
    expect(merged).toMatchObject({ numPassedTests: 4, numFailedTests: 1, numPendingTests: 1, numTodoTests: 0 });
    expect(failedTests(merged)).toEqual(['b.test.ts > test 1']);
    expect(slowestFiles(merged, 2)).toEqual(['   5.0 s  b.test.ts', '   2.0 s  a.test.ts']);
  });
});
