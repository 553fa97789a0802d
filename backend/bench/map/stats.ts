/** Timing helpers: percentiles over sorted samples (nearest rank). */
export function percentile(sortedMs: readonly number[], p: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sortedMs.length) - 1;
  return sortedMs[Math.min(sortedMs.length - 1, Math.max(0, rank))];
}

export interface Timing {
  p50: number;
  p95: number;
  bytes: number;
  /**
   * CPU time of this process per run (user + system, ms): on a shared machine it varies far less than the
   * wall-clock percentiles. The bench's client runs in the same process, so its share is included; the
   * database server's is not.
   */
  cpuMs: number;
}

/** Runs `work` `warmup` times unmeasured, then `runs` times one after another; returns p50/p95, CPU per run and the last size. */
export async function measure(work: () => Promise<number>, runs: number, warmup: number): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await work();
  const samples: number[] = [];
  let bytes = 0;
  const cpu = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    bytes = await work();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  const used = process.cpuUsage(cpu);
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), bytes, cpuMs: (used.user + used.system) / 1000 / runs };
}
