/**
 * Pure rules of authentication (spec sections 4 and 6), shared by the auth machine, its
 * selectors and the route guards. No xstate here, so a route can import them cheaply.
 */

export type Role = 'ADMIN' | 'USER';

/** The user as GET /users/me answers it (openapi `User`). */
export interface User {
  id: number;
  name: string;
  email: string;
  role: Role;
  organisation: string | null;
  phone: string | null;
  scholarity: string | null;
}

/** 'local' is the logged-out strategy; a signed-in user gets 'user' (role USER) or 'admin'. */
export type Strategy = 'local' | 'admin' | 'user';

export type RoleHeader = 'GUEST' | 'ADMIN' | 'USER';

/** Where the app keeps the bearer token (spec 9: "stored with prefix auth._token"). */
export const tokenStorageKey = 'auth._token.local';

/** The page a non-USER lands on after signing in. */
export const dashboardPath = '/dashboard';

export function strategyOf(user: User | null): Strategy {
  if (user === null) return 'local';
  return user.role === 'USER' ? 'user' : 'admin';
}

/** The role header sent with every catalogue-API call. */
export function roleHeader(strategy: Strategy): RoleHeader {
  switch (strategy) {
    case 'admin':
      return 'ADMIN';
    case 'user':
      return 'USER';
    case 'local':
      return 'GUEST';
  }
}

// One leading slash, then only letters, digits and @ - % _ ~ /. The lookahead refuses '//host',
// which browsers read as another origin.
const safeRedirectPattern = /^\/(?!\/)[A-Za-z0-9@\-%_~/]*$/;

/** A redirect target is safe only if it is a local path of the allowed characters (spec 4). */
export function isSafeRedirect(path: string): boolean {
  return safeRedirectPattern.test(path);
}

function isDashboardPath(path: string): boolean {
  return path.includes('dashboard');
}

/**
 * Whether `user` may open `path` (spec 6): anything whose route contains 'dashboard' needs a
 * signed-in user whose role is not USER; everything else is public.
 */
export function canVisit(user: User | null, path: string): boolean {
  if (!isDashboardPath(path)) return true;
  return user !== null && user.role !== 'USER';
}

/**
 * Where to send a user who has just signed in: the remembered redirect if they may go there,
 * else the dashboard for staff, else nowhere (null: stay on the current page).
 */
export function landingPathAfterSignIn(user: User, redirect: string | null): string | null {
  if (redirect !== null && canVisit(user, redirect)) return redirect;
  return user.role === 'USER' ? null : dashboardPath;
}

/** The user's two-letter initials, as the login menu and the dashboard drawer show them. */
export function initialsOf(user: Pick<User, 'name' | 'email'>): string {
  const words = user.name.trim().split(/\s+/).filter(Boolean);
  const [first, second] = words;
  if (first !== undefined && second !== undefined) {
    return (firstLetter(first) + firstLetter(second)).toUpperCase();
  }
  if (first !== undefined) return Array.from(first).slice(0, 2).join('').toUpperCase();
  return Array.from(user.email.trim()).slice(0, 2).join('').toUpperCase();
}

// Array.from splits by code point, so a name starting with an astral character keeps it whole.
function firstLetter(word: string): string {
  return Array.from(word)[0] ?? '';
}

/** Shown when a failed sign-in carries no message of its own (spec 8, reading 1). */
export const genericErrorKey = 'an_error_has_occurred_please_try_again';

// Translation keys are snake_case ('invalid_credentials'); an Error's message that is not one
// ('Failed to fetch', 'HTTP 502') is no use to a reader and falls back to the generic key.
const translationKeyPattern = /^[a-z0-9_.]+$/;

/**
 * The translation key to show for a rejected sign-in: the server's `{ message }` when it sent
 * one, else the generic key.
 */
export function signInErrorKey(error: unknown): string {
  if (typeof error !== 'object' || error === null || !('message' in error)) return genericErrorKey;
  const message = typeof error.message === 'string' ? error.message.trim() : '';
  if (message === '') return genericErrorKey;
  if (error instanceof Error && !translationKeyPattern.test(message)) return genericErrorKey;
  return message;
}

export interface AuthInput {
  /** The token the app restored from storage (key `auth._token.local`), or null. */
  token: string | null;
  /** A redirect remembered from an earlier guest visit; kept only if it is a safe local path. */
  redirect?: string | null;
}

export interface AuthContext {
  /** The bearer token: set once the server issued it, null when logged out. */
  token: string | null;
  user: User | null;
  strategy: Strategy;
  /** A translation key describing the last failure, or null. */
  error: string | null;
  /** The path a guest was turned away from, to be visited after signing in. */
  redirect: string | null;
  /** Whether the floating login menu is open. */
  menuOpen: boolean;
}

/** What the machine starts with: the stored token, nobody signed in yet, the menu closed. */
export function initialAuthContext(input: AuthInput): AuthContext {
  return {
    token: input.token ? input.token : null,
    user: null,
    strategy: 'local',
    error: null,
    redirect: input.redirect && isSafeRedirect(input.redirect) ? input.redirect : null,
    menuOpen: false,
  };
}
