import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import type { TranslationKey } from '../../common/default-texts.ts';
import { fetchUserActor, signInActor } from './auth.actors.ts';
import {
  type AuthContext,
  type AuthInput,
  initialAuthContext,
  isSafeRedirect,
  landingPathAfterSignIn,
  signInErrorKey,
  strategyOf,
} from './auth.rules.ts';
import { canSubmit, normalizeCredentials } from './login-form.ts';

export type AuthEvent =
  | { type: 'SIGN_IN'; email: string; password: string }
  | { type: 'LOGOUT' }
  | { type: 'SESSION_EXPIRED' }
  | { type: 'OPEN_MENU' }
  | { type: 'CLOSE_MENU' }
  | { type: 'TOGGLE_MENU' }
  | { type: 'REMEMBER_REDIRECT'; path: string };

const signedOutSession = { token: null, user: null, strategy: 'local', menuOpen: false } as const;

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actors: {
    signIn: signInActor,
    fetchUser: fetchUserActor,
  },
  actions: {
    // Effects the app provides with `.provide({ actions })`. The no-op defaults keep the chart
    // runnable on its own (tests, inspector); the app must replace all four.
    /** Write the token to storage under `auth._token.local`. */
    persistToken: (_, _params: { token: string }) => {},
    /** Remove the stored token. */
    clearToken: () => {},
    /** Show a success notification with this translation key. */
    notify: (_, _params: { key: TranslationKey }) => {},
    /** Route to this local path. */
    navigate: (_, _params: { to: string }) => {},

    openMenu: assign({ menuOpen: true }),
    closeMenu: assign({ menuOpen: false }),
    toggleMenu: assign({ menuOpen: ({ context }) => !context.menuOpen }),
    endSession: assign({ ...signedOutSession, error: null }),
    // The menu stays open so the reader sees the message next to the form they just sent.
    failSignIn: assign({
      token: null,
      menuOpen: true,
      error: (_, params: { error: unknown }) => signInErrorKey(params.error),
    }),
    rememberRedirect: assign({
      redirect: ({ event }) => {
        assertEvent(event, 'REMEMBER_REDIRECT');
        return event.path;
      },
    }),
  },
  guards: {
    hasStoredToken: ({ context }) => context.token !== null,
    // The form keeps the button disabled while invalid; this refuses a SIGN_IN sent anyway
    // rather than spending a server call on it.
    credentialsComplete: ({ event }) => event.type === 'SIGN_IN' && canSubmit(event),
    // REMEMBER_REDIRECT is heard only while nobody is signed in (restoring, signedOut,
    // signingIn): it exists to bring a guest back to where the login interrupted them.
    safeRedirect: ({ event }) => event.type === 'REMEMBER_REDIRECT' && isSafeRedirect(event.path),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => initialAuthContext(input),
  // XState has no conditional initial state; this node only chooses between restoring and
  // signedOut and is left before the first snapshot is taken.
  initial: 'checkingStoredToken',
  on: {
    OPEN_MENU: { actions: 'openMenu' },
    CLOSE_MENU: { actions: 'closeMenu' },
    TOGGLE_MENU: { actions: 'toggleMenu' },
  },
  states: {
    checkingStoredToken: {
      always: [{ guard: 'hasStoredToken', target: 'restoring' }, { target: 'signedOut' }],
    },
    restoring: {
      on: { REMEMBER_REDIRECT: { guard: 'safeRedirect', actions: 'rememberRedirect' } },
      invoke: {
        id: 'fetchUser',
        src: 'fetchUser',
        // An empty token fails the call like any bad token; restoring only starts with one.
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'signedIn',
          actions: assign({
            user: ({ event }) => event.output,
            strategy: ({ event }) => strategyOf(event.output),
          }),
        },
        // The stored token no longer works (expired, revoked): forget it quietly.
        onError: { target: 'signedOut', actions: [assign({ token: null }), 'clearToken'] },
      },
    },
    signedOut: {
      on: {
        SIGN_IN: { guard: 'credentialsComplete', target: 'signingIn', actions: assign({ error: null }) },
        REMEMBER_REDIRECT: { guard: 'safeRedirect', actions: 'rememberRedirect' },
      },
    },
    signingIn: {
      initial: 'requestingToken',
      on: { REMEMBER_REDIRECT: { guard: 'safeRedirect', actions: 'rememberRedirect' } },
      states: {
        requestingToken: {
          invoke: {
            id: 'signIn',
            src: 'signIn',
            // Credentials go straight from the event to the call, so the password never sits
            // in the context (which devtools and snapshots expose).
            input: ({ event }) => {
              assertEvent(event, 'SIGN_IN');
              return normalizeCredentials(event);
            },
            onDone: { target: 'fetchingUser', actions: assign({ token: ({ event }) => event.output.token }) },
            onError: {
              target: '#auth.signedOut',
              actions: { type: 'failSignIn', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        fetchingUser: {
          invoke: {
            id: 'fetchUser',
            src: 'fetchUser',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: {
              target: '#auth.signedIn',
              actions: [
                assign({
                  user: ({ event }) => event.output,
                  strategy: ({ event }) => strategyOf(event.output),
                  menuOpen: false,
                }),
                { type: 'persistToken', params: ({ context }) => ({ token: context.token ?? '' }) },
                { type: 'notify', params: { key: 'login_successfully' } },
                enqueueActions(({ context, enqueue }) => {
                  if (context.user === null) return;
                  const to = landingPathAfterSignIn(context.user, context.redirect);
                  if (to !== null) enqueue({ type: 'navigate', params: { to } });
                }),
                // A remembered redirect serves one sign-in only.
                assign({ redirect: null }),
              ],
            },
            onError: {
              target: '#auth.signedOut',
              actions: { type: 'failSignIn', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    signedIn: {
      on: {
        // Logout is local only (spec 4): no call, just forget the session.
        LOGOUT: { target: 'signedOut', actions: ['endSession', 'clearToken'] },
        SESSION_EXPIRED: {
          target: 'signedOut',
          actions: ['endSession', 'clearToken', assign({ error: 'unauthorized' })],
        },
      },
    },
  },
});
