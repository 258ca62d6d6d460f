import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import { type AuthView, selectAuth } from '../../machines/auth/auth.selectors.ts';
import type { AuthActor } from './auth-session.ts';

const AuthContext = createContext<AuthActor | null>(null);

export function AuthProvider({ actor, children }: { actor: AuthActor; children: ReactNode }) {
  return <AuthContext.Provider value={actor}>{children}</AuthContext.Provider>;
}

function useAuthActor(): AuthActor {
  const actor = useContext(AuthContext);
  if (!actor) throw new Error('useAuth needs an AuthProvider');
  return actor;
}

/** The session as plain values, and the actor to send events to. */
export function useAuth(): { auth: AuthView; send: AuthActor['send'] } {
  const actor = useAuthActor();
  const auth = useSelector(actor, selectAuth, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  return { auth, send: actor.send };
}
