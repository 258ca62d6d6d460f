import { type Actor, createActor, fromPromise, waitFor } from 'xstate';
import { ApiError, unwrap } from '@/api/api-error.ts';
import { catalogueApi } from '@/api/clients.ts';
import { quietHeader } from '@/api/middleware.ts';
import type { TranslationKey } from '@/i18n/translate.ts';
import type { SessionView } from '@/router-context.ts';
import { authMachine } from '../../machines/auth/auth.machine.ts';
import type { User } from '../../machines/auth/auth.rules.ts';
import { selectAuth } from '../../machines/auth/auth.selectors.ts';
import { forgetToken, storeToken } from './token-storage.ts';

// The auth machine and XState, a chunk of their own: auth-session.ts starts it.

export type AuthActor = Actor<typeof authMachine>;

export interface AuthEffects {
  navigate(to: string): void;
  notifySuccess(key: TranslationKey): void;
}

/**
 * The auth machine with its real effects, started: the sign-in and current-user calls, the token
 * in local storage, the success notification and navigation. Sign-in errors are shown in the
 * login menu, so those calls do not raise the global error notification. A stored token is
 * checked as soon as it starts, so the API clients must be set first.
 */
export function startAuthActor(effects: AuthEffects, storedToken: string | null): AuthActor {
  const machine = authMachine.provide({
    actors: {
      signIn: fromPromise(async ({ input }: { input: { email: string; password: string } }) => {
        const answer = await catalogueApi.POST('/users/signin', {
          body: input,
          headers: { [quietHeader]: '1' },
        });
        if (!answer.data) throw new ApiError(answer.response.status, answer.error);
        return { token: answer.data.token };
      }),
      fetchUser: fromPromise(
        async ({ input }: { input: { token: string } }): Promise<User> =>
          unwrap(
            catalogueApi.GET('/users/me', {
              headers: { Authorization: `Bearer ${input.token}`, [quietHeader]: '1' },
            }),
          ),
      ),
    },
    actions: {
      persistToken: (_, { token }) => storeToken(token),
      clearToken: () => forgetToken(),
      notify: (_, { key }) => effects.notifySuccess(key),
      navigate: (_, { to }) => effects.navigate(to),
    },
  });
  return createActor(machine, { input: { token: storedToken } }).start();
}

/** The session once a stored sign-in has been checked. */
export async function settledSession(actor: AuthActor): Promise<SessionView> {
  const snapshot = await waitFor(actor, (state) => selectAuth(state).status !== 'restoring');
  const view = selectAuth(snapshot);
  return { loggedIn: view.loggedIn, role: view.user?.role ?? null };
}
