import { percentile } from '../map/stats';

export interface Probe {
  name: string;
  /** One call; throws when the answer is wrong, so a broken call can never look fast. */
  run: () => Promise<void>;
}

export interface ProbeTiming {
  p50: number;
  p95: number;
}

/**
 * Runs every probe once per iteration, in an order that rotates between iterations, and returns each
 * probe's p50/p95 (ms). Interleaving makes the probes share the same moments of a shared, noisy machine, so
 * their ratio means something even while other work comes and goes.
 */
export async function measureInterleaved(probes: readonly Probe[], iterations: number): Promise<Map<string, ProbeTiming>> {
  const samples = probes.map(() => [] as number[]);
  for (let i = 0; i < iterations; i++) {
    for (let k = 0; k < probes.length; k++) {
      const index = (i + k) % probes.length;
      const started = process.hrtime.bigint();
      await probes[index].run();
      samples[index].push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  return new Map(
    probes.map((probe, index) => {
      const sorted = samples[index].sort((a, b) => a - b);
      return [probe.name, { p50: percentile(sorted, 50), p95: percentile(sorted, 95) }];
    }),
  );
}
