/** The p-th percentile (0–100) of samples, nearest-rank: a value that was actually measured. */
export function percentile(samples: number[], p: number): number {
  if (!samples.length) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? NaN;
}

export const round1 = (n: number) => Math.round(n * 10) / 10;
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** The median of samples (the mean of the middle two for an even count). */
export function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = (sorted.length - 1) / 2;
  return ((sorted[Math.floor(mid)] ?? NaN) + (sorted[Math.ceil(mid)] ?? NaN)) / 2;
}
