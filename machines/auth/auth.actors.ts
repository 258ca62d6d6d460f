import { fromPromise } from 'xstate';
import type { User } from './auth.rules.ts';

/**
 * The auth machine's calls to the server. The app injects the real ones with
 * `authMachine.provide({ actors: { signIn, fetchUser } })`; these defaults only fail loudly so
 * a forgotten `.provide()` shows up at once instead of as a silent logout.
 */

export interface Credentials {
  email: string;
  password: string;
}

/** POST /users/signin: resolves the bearer token, rejects with the server's `{ message }`. */
export type SignInOutput = { token: string };

export interface FetchUserInput {
  token: string;
}

function notProvided(name: string): never {
  throw new Error(`auth machine: actor '${name}' was not provided`);
}

export const signInActor = fromPromise<SignInOutput, Credentials>(async () => notProvided('signIn'));

/** GET /users/me with the given bearer token. */
export const fetchUserActor = fromPromise<User, FetchUserInput>(async () => notProvided('fetchUser'));
