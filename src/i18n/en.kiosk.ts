import { catalogue } from './language';

/**
 * Kiosk mode's words: the family side of a discharge-lounge tablet. Loaded with the kiosk's views,
 * only on a kiosk.
 */
export const kioskWords = catalogue('kiosk', {
  bar: {
    label: 'Kiosk controls',
    hospital: (name: string) => `${name} kiosk`,
    textSize: 'Text size',
    smaller: 'Smaller text',
    larger: 'Larger text',
    startOver: 'Start over',
  },
  startOver: {
    title: 'Start over?',
    body: 'This clears the screen for the next person and logs you out. Choices you confirmed are kept.',
    confirm: 'Start over',
    cancel: 'Keep going',
    close: 'Close',
  },
  /** Guided sessions: a case manager's tablet, handed to the family. */
  guided: {
    title: (guide: string) => `Guided session with ${guide}`,
    returnToConsole: 'Return to console',
    returnTitle: 'Return to the console',
    returnIntro: 'A staff member of the hospital signs in to end the guided session. Choices confirmed are kept.',
    email: 'Staff e-mail',
    password: 'Password',
    submit: 'End session and return',
    close: 'Close',
    refused: {
      InvalidCredentials: 'That e-mail and password did not match a staff member of this hospital.',
      Forbidden: "Only a staff member of the patient's hospital can end this guided session.",
      TooManyAttempts: 'Too many attempts with this e-mail address. Please wait a few minutes (up to 15) and try again.',
      Network: 'CareChoice could not be reached, so the session goes on. Check the connection and try again.',
      other: 'The guided session could not be ended. Please try again.',
    } as Record<string, string>,
    /** A refusal in words, by the server's code (a 429's exact wait is not kept by the device's actor). */
    refusal(code: string): string {
      return this.refused[code === 'TooManyRequests' ? 'TooManyAttempts' : code] ?? this.refused.other!;
    },
    ended: {
      heading: 'The guided session has ended',
      body: 'Everything entered on this tablet has been cleared. Please hand it back to the staff member who started the session.',
      staff: 'Staff: sign in to the console',
    },
  },
  stillThere: {
    title: 'Are you still there?',
    countdown: (seconds: number) =>
      `For your privacy, this screen will be cleared and you will be logged out in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
    continue: 'Continue',
    /** The dialog's close button, which answers 'Continue'. */
    close: 'Close and continue',
    logOut: 'Log out',
  },
});
