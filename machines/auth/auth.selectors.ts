import type { SnapshotFrom } from 'xstate';
import type { authMachine } from './auth.machine.ts';
import {
  type AuthContext,
  type AuthInput,
  initialAuthContext,
  initialsOf,
  type RoleHeader,
  roleHeader,
  type User,
} from './auth.rules.ts';

export type AuthSnapshot = SnapshotFrom<typeof authMachine>;

export type AuthStatus = 'restoring' | 'signedOut' | 'signingIn' | 'signedIn';

export interface AuthView {
  status: AuthStatus;
  loggedIn: boolean;
  /** Strategy admin: signed in with a role other than USER. */
  isAdmin: boolean;
  /** Strategy user: signed in with role USER. */
  isUser: boolean;
  /** Signed in and the user's role is exactly ADMIN. */
  isLoggedAsAdmin: boolean;
  user: User | null;
  /** The bearer token to send with calls; null unless signed in. */
  token: string | null;
  /** Translation key of the last failure, or null. */
  error: string | null;
  menuOpen: boolean;
  /** Two-letter initials of the signed-in user, '' when nobody is signed in. */
  initials: string;
  roleHeader: RoleHeader;
}

export function selectAuthStatus(snapshot: AuthSnapshot): AuthStatus {
  if (snapshot.matches('signedIn')) return 'signedIn';
  if (snapshot.matches('signingIn')) return 'signingIn';
  if (snapshot.matches('restoring')) return 'restoring';
  return 'signedOut';
}

export function selectAuth(snapshot: AuthSnapshot): AuthView {
  return authViewOf(selectAuthStatus(snapshot), snapshot.context);
}

/**
 * The view of the session before its machine has started (it is loaded after the first paint):
 * the one its first snapshot gives, restoring when a token was stored, otherwise signed out.
 */
export function selectAuthBeforeStart(input: AuthInput): AuthView {
  const context = initialAuthContext(input);
  return authViewOf(context.token === null ? 'signedOut' : 'restoring', context);
}

function authViewOf(status: AuthStatus, context: AuthContext): AuthView {
  const loggedIn = status === 'signedIn';
  const user = loggedIn ? context.user : null;
  return {
    status,
    loggedIn,
    isAdmin: loggedIn && context.strategy === 'admin',
    isUser: loggedIn && context.strategy === 'user',
    isLoggedAsAdmin: loggedIn && user?.role === 'ADMIN',
    user,
    // The token to send with calls: none until the session is established, matching GUEST.
    token: loggedIn ? context.token : null,
    error: context.error,
    menuOpen: context.menuOpen,
    initials: user === null ? '' : initialsOf(user),
    roleHeader: roleHeader(loggedIn ? context.strategy : 'local'),
  };
}
