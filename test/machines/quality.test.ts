import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ProviderQuality } from '../../src/contract/quality';
import { qualityMachine, qualityStatusOf } from '../../src/machines/choice/qualityMachine';
import { transitionCoverage } from '../support/transitionCoverage';

/**
 * The choice flow's quality child: it loads Medicare's data of the providers the chart wants, one call at
 * a time, each provider once; a failure is that call's providers' alone, and a retry asks again.
 */
const coverage = transitionCoverage([qualityMachine]);

const quality = (providerId: number): ProviderQuality => ({
  providerId,
  dataset: 'nursing-homes',
  dataDate: '2026-10-01',
  measures: { nurseHoursPerResidentDay: 3.9 },
  stateAverages: {},
  nationalAverages: {},
});

function harness() {
  const calls: { ids: number[]; resolve(answer: ProviderQuality[]): void; reject(error: unknown): void }[] = [];
  const machine = qualityMachine.provide({
    actors: {
      loadQualityActor: fromPromise<Record<number, ProviderQuality | null>, { ids: number[] }>(
        ({ input }) =>
          new Promise<ProviderQuality[]>((resolve, reject) => calls.push({ ids: input.ids, resolve, reject })).then((answer) =>
            Object.fromEntries(input.ids.map((id) => [id, answer.find((entry) => entry.providerId === id) ?? null])),
          ),
      ),
    },
  });
  const actor = createActor(machine, { inspect: coverage.inspect }).start();
  const status = (id: number) => qualityStatusOf(actor.getSnapshot().context, id);
  return { actor, calls, status };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('quality child', () => {
  it('loads what is wanted in one call, each provider once; those wanted meanwhile in the next', async () => {
    const h = harness();
    h.actor.send({ type: 'quality.wanted', ids: [1, 2] });
    expect(h.calls.map((call) => call.ids)).toEqual([[1, 2]]);
    expect(h.status(1)).toEqual({ state: 'loading' });
    h.actor.send({ type: 'quality.wanted', ids: [2, 3] });
    expect(h.calls).toHaveLength(1);
    // Provider 2 has no CMS data: the server leaves it out, and it is known to have none.
    h.calls[0]!.resolve([quality(1)]);
    await settled();
    expect(h.status(1)).toEqual({ state: 'loaded', quality: quality(1) });
    expect(h.status(2)).toEqual({ state: 'loaded', quality: null });
    expect(h.calls.map((call) => call.ids)).toEqual([[1, 2], [3]]);
    h.calls[1]!.resolve([quality(3)]);
    await settled();
    h.actor.send({ type: 'quality.wanted', ids: [1, 3] });
    expect(h.calls).toHaveLength(2);
    expect(h.actor.getSnapshot().value).toBe('idle');
  });

  it("marks only the failed call's providers, and asks again on retry", async () => {
    const h = harness();
    h.actor.send({ type: 'quality.wanted', ids: [1] });
    h.actor.send({ type: 'quality.wanted', ids: [2] });
    h.calls[0]!.reject(new Error('offline'));
    await settled();
    expect(h.status(1)).toEqual({ state: 'failed' });
    // Wanted while the first call was out: it goes in a call of its own.
    expect(h.status(2)).toEqual({ state: 'loading' });
    expect(h.calls.map((call) => call.ids)).toEqual([[1], [2]]);
    h.calls[1]!.resolve([quality(2)]);
    await settled();
    // Wanting a failed one again does not hammer the server: only a retry asks again.
    h.actor.send({ type: 'quality.wanted', ids: [1] });
    expect(h.calls).toHaveLength(2);
    h.actor.send({ type: 'quality.retried' });
    expect(h.calls.map((call) => call.ids)).toEqual([[1], [2], [1]]);
    h.calls[2]!.resolve([quality(1)]);
    await settled();
    expect(h.status(1)).toEqual({ state: 'loaded', quality: quality(1) });
  });
});
