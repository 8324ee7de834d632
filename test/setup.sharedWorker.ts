import { afterAll, vi } from 'vitest';

/**
 * For projects whose files share a worker's modules and globals (isolate: false): what a file changes of the
 * clock, the globals or the page's storage is put back after it, so the next file in the worker starts as if alone.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // jsdom's storage, where the project has one (the session chart keeps its session there).
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
});
