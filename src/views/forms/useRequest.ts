import { useMachine } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { RequestLogic } from '../../machines/request/requestMachine';

/**
 * A one-call form's actor (`requestLogic`), with what the screen does on each success: a toast, telling the page
 * around it. It runs once the form's chart has settled, never inside its step, and it is always the latest render's
 * (a form's callbacks close over its current props).
 */
export function useRequest<Input, Output>(logic: RequestLogic<Input, Output>, onSucceeded?: (output: Output) => void) {
  const [state, send, actor] = useMachine(logic);
  const latest = useRef(onSucceeded);
  useLayoutEffect(() => {
    latest.current = onSucceeded;
  });
  useEffect(() => {
    const subscription = actor.on('request.succeeded', ({ output }) => latest.current?.(output));
    return () => subscription.unsubscribe();
  }, [actor]);
  return [state, send] as const;
}
