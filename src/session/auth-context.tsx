import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { AuthView } from '../../machines/auth/auth.selectors.ts';
import type { AuthSession } from './auth-session.ts';

const AuthContext = createContext<AuthSession | null>(null);

export function AuthProvider({ session, children }: { session: AuthSession; children: ReactNode }) {
  return <AuthContext.Provider value={session}>{children}</AuthContext.Provider>;
}

/** The session as plain values, and the way to send it events. */
export function useAuth(): { auth: AuthView; send: AuthSession['send'] } {
  const session = useContext(AuthContext);
  if (!session) throw new Error('useAuth needs an AuthProvider');
  const auth = useSyncExternalStore(session.subscribe, session.getView, session.getView);
  return { auth, send: session.send };
}
