import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown } from '../../bench/cpuCalibration';

describe("the benchmark's CPU calibration (Lighthouse's reference phone from a host's benchmark index)", () => {
  it("meets the calculator's points", () => {
    expect(calibratedCpuSlowdown(150)).toBe(1);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(1533)).toBeCloseTo(4, 5);
    expect(calibratedCpuSlowdown(1766)).toBeCloseTo(5, 5);
    expect(calibratedCpuSlowdown(2000)).toBeCloseTo(6, 2);
  });

  it('is straight between them, and never below no slowdown', () => {
    expect(calibratedCpuSlowdown(475)).toBeCloseTo(1.5, 5);
    expect(calibratedCpuSlowdown(1050)).toBeCloseTo(2.5, 5);
    expect(calibratedCpuSlowdown(3700)).toBeCloseTo(13.3, 1);
    expect(calibratedCpuSlowdown(40)).toBe(1);
  });
});
