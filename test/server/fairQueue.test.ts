import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerFairQueue } from '../../server/fairQueue';

/** Counts turns of the event loop: one per check phase, while running. */
function turnCounter() {
  let turns = 0;
  let running = true;
  const tick = () => {
    turns++;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  return {
    now: () => turns,
    stop: () => (running = false),
  };
}

describe('the fair queue', () => {
  const app = Fastify();
  registerFairQueue(app);
  const started: { id: number; turn: number }[] = [];
  let turns = turnCounter();
  let releaseSlow: () => void = () => {};

  app.get('/work/:id', async (request) => {
    started.push({ id: Number((request.params as { id: string }).id), turn: turns.now() });
    return { ok: true };
  });
  app.get('/slow', async () => {
    await new Promise<void>((resolve) => (releaseSlow = resolve));
    return { slow: true };
  });
  app.get('/release', async () => {
    releaseSlow();
    return { released: true };
  });

  afterEach(() => {
    turns.stop();
    started.length = 0;
  });

  it('starts requests in the order they arrived, one per turn of the event loop', async () => {
    turns = turnCounter();
    const answers = await Promise.all([1, 2, 3, 4, 5].map((id) => app.inject(`/work/${id}`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(started.map((start) => start.id)).toEqual([1, 2, 3, 4, 5]);
    // Each start in a turn of its own: the loop looks at its sockets between two starts.
    expect(new Set(started.map((start) => start.turn)).size).toBe(5);
  });

  it('does not hold anyone up while a started request waits', async () => {
    // /slow waits until /release has been answered: if /slow held the queue, neither would ever finish.
    const slow = app.inject('/slow');
    await new Promise((resolve) => setImmediate(resolve));
    const release = await app.inject('/release');
    expect(release.json()).toEqual({ released: true });
    expect((await slow).json()).toEqual({ slow: true });
  });
});
