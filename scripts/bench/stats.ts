/** Medians and percentiles: the machine is shared and noisy, so single timings mean little. */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export function summary(samples: readonly number[]): string {
  return `median ${percentile(samples, 50).toFixed(3)} ms, p95 ${percentile(samples, 95).toFixed(3)} ms (${samples.length} runs)`;
}
