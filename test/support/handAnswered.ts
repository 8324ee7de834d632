import { vi } from 'vitest';
import { fromPromise } from 'xstate';

/**
 * A promise actor for model walks whose calls the test answers by hand: each call's input is recorded in `asked`;
 * `pending()` is the call waiting for its answer (none once its state is left: leaving aborts it); `answer` settles
 * it and lets the machine take the outcome (fake timers).
 */
export function handAnswered<Output, Input>() {
  const asked: Input[] = [];
  let pending: { resolve(value: Output): void; reject(error: unknown): void; signal: AbortSignal } | null = null;
  const logic = fromPromise<Output, Input>(({ input, signal }) => {
    asked.push(input);
    signal.addEventListener('abort', () => {
      if (pending?.signal === signal) pending = null;
    });
    return new Promise((resolve, reject) => (pending = { resolve, reject, signal }));
  });
  const answer = async (outcome: 'resolve' | 'reject', value: unknown) => {
    if (!pending) throw new Error('No request is waiting');
    const waiting = pending;
    pending = null;
    (waiting[outcome] as (value: unknown) => void)(value);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { logic, asked, answer, pending: () => pending };
}
