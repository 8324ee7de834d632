/**
 * The CPU slowdown that makes this host behave like Lighthouse's reference mid-tier phone, from the benchmark index
 * Lighthouse measured on it: the piecewise-linear fit that Lighthouse's throttling documentation points to
 * (docs/throttling.md, "CPU throttling"; github.com/patrickhulce/lighthouse-cpu-throttling-calculator): an index of
 * 150 needs no slowdown, 800 needs 2×, 1300 needs 3×, and each further 233 one more.
 *
 * The mobile preset always slows the CPU 4×, whatever the host: on a fast host (index ~3,700, seen 2026-11-24) that
 * is a high-end phone; on a slow or busy one (~1,000) it is slower than the reference. This figure is what makes the
 * blocking time of different hosts comparable.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
