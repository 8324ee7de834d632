/**
 * A module loaded on first need, such as a chunk kept out of the first load: the returned call starts the load, a
 * call while it loads or after it has loaded does nothing, and a load that fails (the network dropped) is tried again
 * by the next call, never thrown at the page. `loaded` gets the module once it is here.
 */
export function retryingImport<T>(load: () => Promise<T>, loaded: (module: T) => void): () => void {
  let state: 'idle' | 'loading' | 'done' = 'idle';
  return () => {
    if (state !== 'idle') return;
    state = 'loading';
    load().then(
      (module) => {
        state = 'done';
        loaded(module);
      },
      () => {
        state = 'idle';
      },
    );
  };
}
