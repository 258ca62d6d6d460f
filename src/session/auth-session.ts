import type { SessionGuard } from '@/router-context.ts';
import { whenIdle } from '@/ui/deferred.ts';
import type { AuthEvent } from '../../machines/auth/auth.machine.ts';
import { type AuthView, selectAuth, selectAuthBeforeStart } from '../../machines/auth/auth.selectors.ts';
import type { AuthActor, AuthEffects } from './auth-actor.ts';
import { type SessionStore, sessionStore } from './session-store.ts';
import { readStoredToken } from './token-storage.ts';

export type AuthSession = SessionStore<AuthView, AuthEvent, AuthActor>;

const loadAuthActor = () => import('./auth-actor.ts');

/**
 * The visitor's sign-in. Its machine (and XState) is a chunk of its own: `startAuth` fetches it
 * at once when a stored sign-in is to be checked, otherwise at the first interaction or when idle.
 */
export function createAuth(effects: AuthEffects): AuthSession {
  const storedToken = readStoredToken();
  return sessionStore({
    initialView: selectAuthBeforeStart({ token: storedToken }),
    startActor: async () => (await loadAuthActor()).startAuthActor(effects, storedToken),
    select: selectAuth,
    same: (a, b) => JSON.stringify(a) === JSON.stringify(b),
  });
}

/** Starts the session once the API clients are set: a stored token is checked at once. */
export function startAuth(session: AuthSession): void {
  if (session.getView().status === 'restoring') void session.started();
  else whenIdle(() => void session.started());
}

/** What route guards need of the session. */
export function sessionGuardOf(session: AuthSession): SessionGuard {
  return {
    async settled() {
      const [actor, { settledSession }] = await Promise.all([session.started(), loadAuthActor()]);
      return settledSession(actor);
    },
    rememberRedirect(path) {
      session.send({ type: 'REMEMBER_REDIRECT', path });
    },
  };
}
