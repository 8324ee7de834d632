import { describe, expect, it, vi } from 'vitest';
import { onDemand, settledWithin } from '../../src/views/onDemand';

const Screen = () => null;

describe('a module of screens loaded on demand', () => {
  it('is loaded once, however often it is asked for', async () => {
    const load = vi.fn(async () => ({ Screen }));
    const screens = onDemand(load);
    await Promise.all([screens.preload(), screens.preload()]);
    await screens.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is asked for again after a load that failed, so a dropped network costs no page for good', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ Screen });
    const screens = onDemand(load);
    await expect(screens.preload()).rejects.toThrow('Failed to fetch');
    await expect(screens.preload()).resolves.toEqual({ Screen });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a wait that must not hold the page', () => {
  it('settles with the work, or after its time when the work stalls, and never rejects', async () => {
    vi.useFakeTimers();
    try {
      let settled = false;
      void settledWithin(new Promise(() => {}), 1500).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(1499);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
      await expect(settledWithin(Promise.reject(new Error('offline')), 1500)).resolves.toBeUndefined();
      await expect(settledWithin(Promise.resolve('here'), 1500)).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
