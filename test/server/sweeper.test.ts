import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../server/logging';
import { startSweeper, SWEEP_EVERY_MS, SWEEP_RESTART_MS, type SweepResult } from '../../server/sweep';

/**
 * SPEC §8 "Background task crash: logged, task restarts after 1 second", for the server's one background loop, the
 * sweep of expired sessions and limits (its database work is test/api/sweep.test.ts). On a fake clock.
 */
const NOTHING: SweepResult = { swept: true, sessions: 0, throttles: 0, outboxBodies: 0 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function sweeperWith(outcomes: (SweepResult | Error | 'throws')[]) {
  const log = createLogger('silent');
  const warned = vi.spyOn(log, 'warn');
  let next = 0;
  const sweep = vi.fn(() => {
    const outcome = outcomes[next++] ?? NOTHING;
    // A sweep may fail as a rejected promise or by throwing before it has one.
    if (outcome === 'throws') throw new Error('no connection');
    return outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome);
  });
  const sweeper = startSweeper({ sweep, log, random: () => 0.5 });
  return { sweep, warned, sweeper };
}

describe('the sweeper after a failed sweep', () => {
  it('logs it and sweeps again after exactly 1000 ms, then every 10 minutes', async () => {
    const { sweep, warned, sweeper } = sweeperWith([new Error('the database is away')]);
    await vi.advanceTimersByTimeAsync(SWEEP_EVERY_MS / 2);
    expect(sweep).toHaveBeenCalledTimes(1);
    expect(warned).toHaveBeenCalledTimes(1);
    expect(warned.mock.calls[0]![1]).toMatch(/failed; it starts again in 1000 ms/);

    await vi.advanceTimersByTimeAsync(SWEEP_RESTART_MS - 1);
    expect(sweep).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sweep).toHaveBeenCalledTimes(2);

    // That one worked: back to every 10 minutes.
    await vi.advanceTimersByTimeAsync(SWEEP_EVERY_MS - 1);
    expect(sweep).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sweep).toHaveBeenCalledTimes(3);
    expect(warned).toHaveBeenCalledTimes(1);
    sweeper.stop();
  });

  it('restarts after each failure in a row, thrown or rejected, and never after stop', async () => {
    const { sweep, warned, sweeper } = sweeperWith(['throws', new Error('still away'), 'throws']);
    await vi.advanceTimersByTimeAsync(SWEEP_EVERY_MS / 2 + 2 * SWEEP_RESTART_MS);
    expect(sweep).toHaveBeenCalledTimes(3);
    expect(warned).toHaveBeenCalledTimes(3);
    sweeper.stop();
    await vi.advanceTimersByTimeAsync(SWEEP_EVERY_MS * 3);
    expect(sweep).toHaveBeenCalledTimes(3);
  });
});
