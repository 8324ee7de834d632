import { createActor, fromCallback, setup, type AnyActorLogic, type AnyActorRef } from 'xstate';
import { LANGUAGE_ID } from '../../src/machines/systemIds';

/**
 * `logic` (with `input`) invoked by a stand-in root as `systemId`, beside a stand-in language task (systemId
 * `language`) that records in `told` what it is sent: how a chart's rules that change the language are tested without
 * the session root. The language task starts first, as in the session root, so the chart finds it as it starts.
 */
export function besideLanguageTask(logic: AnyActorLogic, systemId: string, input: unknown, told: unknown[]): AnyActorRef {
  const root = setup({
    actors: { chart: logic, language: fromCallback(({ receive }) => receive((event) => void told.push(event))) },
  }).createMachine({
    invoke: [
      { id: LANGUAGE_ID, systemId: LANGUAGE_ID, src: 'language' },
      { id: systemId, systemId, src: 'chart', input },
    ],
  });
  return createActor(root).start().system.get(systemId)!;
}
