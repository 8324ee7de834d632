/** A promise that settles in a later task, after the browser had its turn (input, paint). */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
