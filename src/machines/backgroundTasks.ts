/**
 * The app's background tasks (SPEC §4 App start): the long-lived actors the session machine, the root of the actor
 * system, invokes for its whole life (the shell, sign-up, the dashboard). One that crashes (an exception in an action
 * or actor of its own) is logged and runs afresh after this long (SPEC §8, §9 "background task restart 1000 ms").
 */
export const BACKGROUND_RESTART_MS = 1000;

/**
 * Logs a background task's crash: which task, and the error's name and message only. Never the error's other fields
 * or any actor's context, which can hold a patient's details or an invite code. It is an error, so it is logged with
 * or without the debug flag (decisions.md).
 */
export function logBackgroundCrash(task: string, error: unknown): void {
  const { name, message } = error instanceof Error ? error : { name: typeof error, message: String(error) };
  console.error(`[CareChoice] background task '${task}' crashed; it restarts in ${BACKGROUND_RESTART_MS} ms`, { name, message });
}
