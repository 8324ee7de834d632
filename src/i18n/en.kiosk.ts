/**
 * Kiosk mode's words (issue 22, item 2): the family side of a discharge-lounge tablet. Loaded with the kiosk's views,
 * only on a kiosk.
 */
export const kioskEn = {
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
  stillThere: {
    title: 'Are you still there?',
    countdown: (seconds: number) =>
      `For your privacy, this screen will be cleared and you will be logged out in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
    continue: 'Continue',
    /** The dialog's close button, which answers 'Continue'. */
    close: 'Close and continue',
    logOut: 'Log out',
  },
};
