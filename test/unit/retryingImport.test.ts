import { describe, expect, it, vi } from 'vitest';
import { retryingImport } from '../../src/views/shell/retryingImport';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a module loaded on first need', () => {
  it('is loaded once, however often it is asked for, and handed over when it is here', async () => {
    const load = vi.fn(() => Promise.resolve('the module'));
    const loaded = vi.fn();
    const ask = retryingImport(load, loaded);
    ask();
    ask();
    await settle();
    ask();
    expect(load).toHaveBeenCalledTimes(1);
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(loaded).toHaveBeenCalledWith('the module');
  });

  it('is tried again by the next call after a failed load, and the failure never reaches the page', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValue('the module');
    const loaded = vi.fn();
    const ask = retryingImport(load, loaded);
    ask();
    await settle();
    expect(loaded).not.toHaveBeenCalled();
    ask();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(loaded).toHaveBeenCalledWith('the module');
  });
});
