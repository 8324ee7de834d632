import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Language } from '../../src/contract/language';
import { languageMachine } from '../../src/machines/language/languageMachine';
import { loadDeviceLanguage } from '../../src/machines/language/languageStorage';
import { transitionCoverage } from '../support/transitionCoverage';

/**
 * The family app's language: English at once, a translation once its chunk is loaded, back to English
 * on a failure; each choice kept on the device, and saved for the user when made signed in.
 */
const coverage = transitionCoverage([languageMachine]);

interface Pending {
  input: { language: Language };
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

function harness(deviceLanguage: Language | null = null) {
  const loads: Pending[] = [];
  const saves: Pending[] = [];
  const pending = (list: Pending[]) =>
    fromPromise<unknown, { language: Language }>(({ input }) => new Promise((resolve, reject) => list.push({ input, resolve, reject })));
  const machine = languageMachine.provide({ actors: { loadTranslation: pending(loads), saveLanguageActor: pending(saves) as never } });
  const actor = createActor(machine, { input: { language: deviceLanguage }, inspect: coverage.inspect }).start();
  const shown = () => actor.getSnapshot().value as { shown: string; saved: string };
  const choose = (language: Language, forUser = false) => actor.send({ type: 'language.chosen', language, forUser });
  return { actor, loads, saves, shown, choose, context: () => actor.getSnapshot().context };
}

const SPANISH = { app: { login: { heading: 'Le damos la bienvenida' } } };
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => localStorage.clear());

describe('language', () => {
  it('shows English at once, Spanish once its words arrive, and English again on the switch', async () => {
    const h = harness();
    expect(h.shown()).toEqual({ shown: 'english', saved: 'idle' });
    h.choose('en');
    expect(h.shown().shown).toBe('english');
    expect(loadDeviceLanguage()).toBe('en');

    h.choose('es');
    expect(h.shown().shown).toBe('loading');
    // Until the chunk arrives, the page stays in English.
    expect(h.context()).toMatchObject({ shown: 'en', wanted: 'es', translation: null });
    expect(h.loads.map((load) => load.input)).toEqual([{ language: 'es' }]);
    expect(loadDeviceLanguage()).toBe('es');
    h.choose('es');
    expect(h.loads).toHaveLength(1);

    h.loads[0]!.resolve(SPANISH);
    await settled();
    expect(h.shown().shown).toBe('translated');
    expect(h.context()).toMatchObject({ shown: 'es', wanted: 'es', translation: SPANISH, failed: false });
    h.choose('es');
    expect(h.shown().shown).toBe('translated');

    h.choose('en');
    expect(h.context()).toMatchObject({ shown: 'en', wanted: 'en', translation: null });
    expect(loadDeviceLanguage()).toBe('en');
    expect(h.saves).toHaveLength(0);
  });

  it('opens in the language the device showed last', async () => {
    const h = harness('es');
    expect(h.shown().shown).toBe('loading');
    h.loads[0]!.resolve(SPANISH);
    await settled();
    expect(h.context().shown).toBe('es');
  });

  it('stays in English and says so when the translation cannot be loaded', async () => {
    const h = harness();
    h.choose('es');
    h.loads[0]!.reject(new Error('offline'));
    await settled();
    expect(h.shown().shown).toBe('english');
    expect(h.context()).toMatchObject({ shown: 'en', wanted: 'en', failed: true });
    // Trying again clears the failure.
    h.choose('es');
    expect(h.context().failed).toBe(false);
  });

  it('forgets a translation still loading when English is chosen again', async () => {
    const h = harness();
    h.choose('es');
    h.choose('en');
    expect(h.shown().shown).toBe('english');
    h.loads[0]!.resolve(SPANISH);
    await settled();
    expect(h.context()).toMatchObject({ shown: 'en', translation: null });
  });

  it('saves a choice made signed in for the user, the last one last', async () => {
    const h = harness();
    h.choose('es', true);
    expect(h.shown().saved).toBe('saving');
    h.choose('en', true);
    expect(h.saves.map((save) => save.input.language)).toEqual(['es', 'en']);
    h.saves[1]!.resolve(undefined);
    await settled();
    expect(h.shown().saved).toBe('idle');
    // A failed save is dropped: the device keeps the choice.
    h.choose('es', true);
    h.saves[2]!.reject(new Error('offline'));
    await settled();
    expect(h.shown().saved).toBe('idle');
    expect(loadDeviceLanguage()).toBe('es');
    // Signed out, nothing is saved.
    h.choose('en');
    expect(h.saves).toHaveLength(3);
  });

  it('opens a sign-in in the language the user saved, without saving it again', async () => {
    const h = harness();
    h.actor.send({ type: 'language.signedIn', language: 'es' });
    expect(h.shown()).toEqual({ shown: 'loading', saved: 'idle' });
    h.loads[0]!.resolve(SPANISH);
    await settled();
    expect(h.context()).toMatchObject({ shown: 'es', wanted: 'es' });
    expect(loadDeviceLanguage()).toBe('es');
    expect(h.saves).toHaveLength(0);
  });

  it('keeps the language on screen for an account without one, and saves it for them', () => {
    const h = harness('en');
    h.actor.send({ type: 'language.signedIn', language: null });
    expect(h.shown()).toEqual({ shown: 'english', saved: 'saving' });
    expect(h.saves.map((save) => save.input.language)).toEqual(['en']);
  });

  it("gives a kiosk's next family English, forgetting the last family's language on the device", async () => {
    const h = harness();
    h.choose('es');
    h.actor.send({ type: 'language.reset', language: 'en' });
    expect(h.context()).toMatchObject({ shown: 'en', wanted: 'en' });
    expect(loadDeviceLanguage()).toBeNull();
    h.choose('es');
    h.loads[1]!.resolve(SPANISH);
    await settled();
    expect(h.context().shown).toBe('es');
    h.actor.send({ type: 'language.reset', language: 'en' });
    expect(h.shown().shown).toBe('english');
    expect(h.context()).toMatchObject({ shown: 'en', translation: null });
    h.actor.send({ type: 'language.reset', language: 'en' });
    expect(localStorage.getItem('carechoice-language')).toBeNull();
  });

  it("gives a Spanish kiosk's next family Spanish, loaded as a choice is, and still forgets the device's language", async () => {
    const h = harness();
    h.actor.send({ type: 'language.reset', language: 'es' });
    expect(h.shown().shown).toBe('loading');
    expect(h.context()).toMatchObject({ shown: 'en', wanted: 'es', translation: null });
    expect(h.loads.map((load) => load.input)).toEqual([{ language: 'es' }]);
    h.loads[0]!.resolve(SPANISH);
    await settled();
    expect(h.context()).toMatchObject({ shown: 'es', translation: SPANISH });
    expect(loadDeviceLanguage()).toBeNull();

    // A family that kept Spanish: the next one starts in it without a new load; the device forgets it.
    h.choose('es');
    expect(loadDeviceLanguage()).toBe('es');
    h.actor.send({ type: 'language.reset', language: 'es' });
    expect(h.shown().shown).toBe('translated');
    expect(h.loads).toHaveLength(1);
    expect(loadDeviceLanguage()).toBeNull();

    // A family that switched to English: the next one gets Spanish back.
    h.choose('en');
    expect(h.context().shown).toBe('en');
    h.actor.send({ type: 'language.reset', language: 'es' });
    expect(h.shown().shown).toBe('loading');
    expect(loadDeviceLanguage()).toBeNull();
    // The next family on an English kiosk while the Spanish words are still on their way: they are not wanted.
    h.actor.send({ type: 'language.reset', language: 'en' });
    expect(h.shown().shown).toBe('english');
    h.loads[1]!.resolve(SPANISH);
    await settled();
    expect(h.context()).toMatchObject({ shown: 'en', translation: null });
  });
});
