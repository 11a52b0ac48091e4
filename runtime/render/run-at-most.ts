/**
 * Runs the jobs at most `limit` at a time and gives their results in the
 * jobs' order. A job that throws rejects the whole run: callers catch inside
 * their jobs when one failure must not stop the rest.
 */
export async function runAtMost<Result>(limit: number, jobs: readonly (() => Promise<Result>)[]): Promise<Result[]> {
  const results = new Array<Result>(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}
