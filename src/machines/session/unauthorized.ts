import { setUnauthorizedListener } from '../../api/client';

/**
 * Every 401 of the API client ends the session (one transition of the session chart handles them all). Answers the
 * way to stop listening.
 */
export function endSessionOnUnauthorized(session: { send(event: { type: 'session.unauthorized' }): void }): () => void {
  setUnauthorizedListener(() => session.send({ type: 'session.unauthorized' }));
  return () => setUnauthorizedListener(() => {});
}
