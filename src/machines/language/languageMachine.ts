/**
 * The language the family app speaks. A parallel chart:
 *
 * shown        english          the catalogues' own words.
 *              loading          a translation's chunk is on its way; the page stays as it was until it arrives.
 *                               A failure goes back to English and says so (`failed`).
 *              translated       the translation is shown (context.translation, handed to the catalogues by the view).
 * saved        idle / saving    a choice made while signed in is saved for the user (PUT /user/v1/language), so the
 *                               next login, on any device, opens in it. A failed save is dropped: the device keeps it.
 *
 * `language.chosen` comes from the switch in the header and menu (`forUser` when signed in), from an opened invite
 * (the planner's choice) and from a login (the user's saved language). Each choice is kept on the device.
 * `language.reset` (a kiosk's next family) shows the language it carries, the kiosk hospital's family language
 * (loaded as a choice's is), and forgets the device's language.
 */
import { assign, raise, setup } from 'xstate';
import type { Language } from '../../contract/language';
import { loadTranslation, saveLanguageActor } from './languageActors';
import { saveDeviceLanguage } from './languageStorage';

export interface LanguageContext {
  /** The language on screen. */
  shown: Language;
  /** The language asked for last (shown once loaded). */
  wanted: Language;
  /** The loaded translation of `shown` (opaque here: the catalogues know its shape); null for English. */
  translation: unknown;
  /** The last load of a translation failed. */
  failed: boolean;
}

export type LanguageEvent =
  | { type: 'language.chosen'; language: Language; forUser?: boolean }
  /**
   * A kiosk's next family ('Start over' and the idle logout): the kiosk hospital's family language, and the
   * device forgets the last family's.
   */
  | { type: 'language.reset'; language: Language }
  /**
   * Someone signed in on this page (not a guided session): the language they saved, or null for an account without one
   * (older than languages), which keeps the language on screen and saves it for them.
   */
  | { type: 'language.signedIn'; language: Language | null };

export interface LanguageInput {
  /** What the device showed last, if anything. */
  language: Language | null;
}

export const languageMachine = setup({
  types: { context: {} as LanguageContext, events: {} as LanguageEvent, input: {} as LanguageInput },
  actors: { loadTranslation, saveLanguageActor },
  actions: {
    want: assign((_, params: { language: Language }) => ({ wanted: params.language, failed: false })),
    rememberOnDevice: (_, params: { language: Language }) => saveDeviceLanguage(params.language),
    forgetOnDevice: () => saveDeviceLanguage(null),
    showEnglish: assign({ shown: 'en' as Language, translation: null }),
    showTranslation: assign(({ context }, params: { translation: unknown }) => ({ shown: context.wanted, translation: params.translation })),
    markFailed: assign({ failed: true, wanted: 'en' as Language }),
    chooseForSignIn: raise(({ context }, params: { language: Language | null }) =>
      params.language ? { type: 'language.chosen' as const, language: params.language } : { type: 'language.chosen' as const, language: context.wanted, forUser: true },
    ),
  },
  guards: {
    wantsEnglish: ({ event }) => event.language === 'en',
    wantsShown: ({ context, event }) => event.language === context.shown,
    startsTranslated: ({ context }) => context.wanted !== 'en',
    forUser: ({ event }) => event.type === 'language.chosen' && event.forUser === true,
  },
}).createMachine({
  id: 'language',
  type: 'parallel',
  context: ({ input }) => ({ shown: 'en', wanted: input.language ?? 'en', translation: null, failed: false }),
  on: { 'language.signedIn': { actions: { type: 'chooseForSignIn', params: ({ event }) => event } } },
  states: {
    shown: {
      initial: 'starting',
      on: {
        'language.reset': [
          { guard: 'wantsEnglish', target: '.english', actions: [{ type: 'want', params: { language: 'en' } }, 'showEnglish', 'forgetOnDevice'] },
          // The translation on screen already (a family on a Spanish kiosk that kept Spanish).
          { guard: 'wantsShown', actions: [{ type: 'want', params: ({ event }) => event }, 'forgetOnDevice'] },
          { target: '.loading', actions: [{ type: 'want', params: ({ event }) => event }, 'forgetOnDevice'] },
        ],
      },
      states: {
        starting: { always: [{ guard: 'startsTranslated', target: 'loading' }, { target: 'english' }] },
        english: {
          on: {
            'language.chosen': [
              { guard: 'wantsEnglish', actions: [{ type: 'want', params: { language: 'en' } }, { type: 'rememberOnDevice', params: { language: 'en' } }] },
              {
                target: 'loading',
                actions: [
                  { type: 'want', params: ({ event }) => event },
                  { type: 'rememberOnDevice', params: ({ event }) => event },
                ],
              },
            ],
          },
        },
        loading: {
          invoke: {
            src: 'loadTranslation',
            input: ({ context }) => ({ language: context.wanted }),
            onDone: { target: 'translated', actions: { type: 'showTranslation', params: ({ event }) => ({ translation: event.output }) } },
            onError: { target: 'english', actions: 'markFailed' },
          },
          on: {
            'language.chosen': [
              // Back to English before the translation arrived: it is no longer wanted.
              { guard: 'wantsEnglish', target: 'english', actions: [{ type: 'want', params: { language: 'en' } }, { type: 'rememberOnDevice', params: { language: 'en' } }] },
              { actions: { type: 'rememberOnDevice', params: ({ event }) => event } },
            ],
          },
        },
        translated: {
          on: {
            'language.chosen': [
              { guard: 'wantsShown', actions: { type: 'rememberOnDevice', params: ({ event }) => event } },
              // Only English is left to choose while the one translation there is shows.
              { target: 'english', actions: [{ type: 'want', params: { language: 'en' } }, 'showEnglish', { type: 'rememberOnDevice', params: { language: 'en' } }] },
            ],
          },
        },
      },
    },
    saved: {
      initial: 'idle',
      states: {
        idle: { on: { 'language.chosen': { guard: 'forUser', target: 'saving' } } },
        saving: {
          invoke: {
            src: 'saveLanguageActor',
            input: ({ event }) => ({ language: (event as Extract<LanguageEvent, { type: 'language.chosen' }>).language }),
            onDone: 'idle',
            onError: 'idle',
          },
          // A newer choice while saving: saved after it, the last one wins.
          on: { 'language.chosen': { guard: 'forUser', target: 'saving', reenter: true } },
        },
      },
    },
  },
});
