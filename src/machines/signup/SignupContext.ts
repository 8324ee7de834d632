import { createActorContext } from '@xstate/react';
import { signupMachine } from './signupMachine';

/** The sign-up actor lives above the routes, so the flow survives moving between its four pages. */
export const SignupContext = createActorContext(signupMachine);
