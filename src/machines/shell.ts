/**
 * The shell: the one actor of the system that touches the page (the router and the toasts). The session machine
 * invokes it with systemId 'shell', and the React layer gives the root, as its input, the function that carries the
 * commands out (the machine's logic is then built once, not copied by `.provide()` at every start); every other
 * machine asks it by sending a `ShellCommand` from its `navigateTo`, `showToast` or `leave` action. A machine running
 * alone (a unit test) has no shell, and the command goes nowhere; tests that want to see it `.provide()` the named
 * action.
 *
 * The actions are built-in sends (enqueueActions), so a navigation leaves after the events sent before it in the same
 * step: sign-up's new session reaches the session machine before the address moves to the dashboard.
 */
import { fromCallback, type ActorRef, type AnyActorRef, type Snapshot } from 'xstate';
import { SHELL_ID } from './systemIds';
import type { ToastNotice } from './toast';

export type ShellCommand =
  /**
   * `replace`: the address moved to takes the place of the one shown. `unguarded`: a move that is not the family
   * leaving a screen (a session that ended), which the leave guard never holds.
   */
  | { type: 'shell.navigate'; to: string; replace?: boolean; unguarded?: boolean }
  | { type: 'shell.toast'; toast: ToastNotice }
  /** The family confirmed a way out they had been asked about: it goes on (leaveGuard's leaveNow). */
  | { type: 'shell.leave' };

export type ShellRef = ActorRef<Snapshot<unknown>, ShellCommand>;

/** What carries a command out on the page: the React layer's router and toasts. */
export type RunShellCommand = (command: ShellCommand) => void;

export interface ShellInput {
  /** None when the root runs without a page (a unit test): the commands go nowhere. */
  run: RunShellCommand | null;
}

/** The shell actor the session machines invoke: each command it receives is handed to the page's `run`. */
export const shellActor = fromCallback<ShellCommand, ShellInput>(({ receive, input }) => {
  receive((command) => input.run?.(command));
});

/**
 * The system's shell. A machine running alone (a unit test) has none: its command then goes to itself, where no
 * transition takes it, and is dropped.
 */
export const shellOf = ({ system, self }: { system: { get(systemId: string): AnyActorRef | undefined }; self: AnyActorRef }): AnyActorRef =>
  (system.get(SHELL_ID) as ShellRef | undefined) ?? self;

export interface NavigateParams {
  to: string;
  replace?: boolean;
}
