import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { Location } from '../../src/contract/choice';
import { MAX_SEARCH_LENGTH } from '../../src/contract/limits';
import { locationSearchMachine, SEARCH_DELAY_MS } from '../../src/machines/choice/locationSearchMachine';

const DUBLIN: Location = { type: 'city', name: 'Dublin', state: 'OH', location: { lat: 40.0992, lon: -83.1141 } };

/** The place search with a stand-in search: which queries reach the server, and what shows. */
function searchWith(answer: (query: string) => Promise<Location[]>) {
  const asked: string[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    locationSearchMachine.provide({
      actors: {
        searchActor: fromPromise<Location[], string>(({ input }) => {
          asked.push(input);
          return answer(input);
        }),
      },
    }),
    { clock },
  ).start();
  const type = (query: string) => actor.send({ type: 'query.changed', query });
  return { actor, asked, clock, type };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the place search', () => {
  it(`asks once, ${SEARCH_DELAY_MS} ms after the last keystroke, and shows what it found`, async () => {
    const { actor, asked, clock, type } = searchWith(async () => [DUBLIN]);
    type('D');
    type('Du');
    clock.increment(SEARCH_DELAY_MS - 1);
    type('Dub');
    clock.increment(SEARCH_DELAY_MS - 1);
    expect(asked).toEqual([]);
    clock.increment(1);
    expect(asked).toEqual(['Dub']);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context).toEqual({ query: 'Dub', results: [DUBLIN] });
  });

  it('never asks for a blank query, and a blank query clears what was shown', async () => {
    const { actor, asked, clock, type } = searchWith(async () => [DUBLIN]);
    type('   ');
    clock.increment(SEARCH_DELAY_MS * 2);
    expect(asked).toEqual([]);
    type('Dub');
    clock.increment(SEARCH_DELAY_MS);
    await settle();
    type('');
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.results).toEqual([]);
  });

  it('never asks for a query longer than the server takes, and keeps it as typed', async () => {
    const { actor, asked, clock, type } = searchWith(async () => [DUBLIN]);
    type('Dub');
    clock.increment(SEARCH_DELAY_MS);
    await settle();
    const long = 'Dublin '.repeat(15).slice(0, MAX_SEARCH_LENGTH + 1);
    type(long);
    clock.increment(SEARCH_DELAY_MS * 2);
    expect(asked).toEqual(['Dub']);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ query: long, results: [] });
    type(long.slice(0, MAX_SEARCH_LENGTH));
    clock.increment(SEARCH_DELAY_MS);
    expect(asked).toEqual(['Dub', long.slice(0, MAX_SEARCH_LENGTH)]);
  });

  it('shows nothing found when the search finds nothing or fails, and cancels a search overtaken by typing', async () => {
    const { actor, clock, type } = searchWith((query) => (query === 'Zzyzx' ? Promise.resolve([]) : Promise.reject(new Error('offline'))));
    type('Zzyzx');
    clock.increment(SEARCH_DELAY_MS);
    await settle();
    expect(actor.getSnapshot().matches('shown') && actor.getSnapshot().context.results.length === 0).toBe(true);
    type('Columbus');
    clock.increment(SEARCH_DELAY_MS);
    await settle();
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context.results).toEqual([]);
    // Typing while a search is under way leaves `searching` (its request is cancelled) and waits again.
    type('Col');
    clock.increment(SEARCH_DELAY_MS);
    expect(actor.getSnapshot().value).toBe('searching');
    type('Colu');
    expect(actor.getSnapshot().value).toBe('waiting');
  });
});
