import { describe, expect, it } from 'vitest';
import { type Actor, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths, getStateNodes, type StatePath } from 'xstate/graph';
import type { Credentials, FetchUserInput, SignInOutput } from './auth.actors.ts';
import { type AuthEvent, authMachine } from './auth.machine.ts';
import type { AuthInput, User } from './auth.rules.ts';
import { type AuthView, selectAuth } from './auth.selectors.ts';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;
type AuthPath = StatePath<AuthSnapshot, AuthEvent>;

const admin: User = {
  id: 1,
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  role: 'ADMIN',
  organisation: 'Institute',
  phone: null,
  scholarity: null,
};
const reader: User = { ...admin, id: 2, name: 'Bartholomew', email: 'bart@example.org', role: 'USER' };

// The events the model may send. The done and error events of the invoked actors carry the
// output or error a real call would produce: generated ones would carry none.
type ActorResult =
  | { type: 'xstate.done.actor.signIn'; output: SignInOutput }
  | { type: 'xstate.error.actor.signIn'; error: unknown }
  | { type: 'xstate.done.actor.fetchUser'; output: User }
  | { type: 'xstate.error.actor.fetchUser'; error: unknown };
type ModelEvent = AuthEvent | ActorResult;

const goodCredentials = { type: 'SIGN_IN', email: '  Ada@Example.ORG ', password: ' s3cret ' } as const;
const modelEvents: ModelEvent[] = [
  goodCredentials,
  { type: 'SIGN_IN', email: 'not-an-email', password: '' },
  { type: 'xstate.done.actor.signIn', output: { token: 'issued-token' } },
  { type: 'xstate.error.actor.signIn', error: { message: 'invalid_credentials' } },
  { type: 'xstate.error.actor.signIn', error: new TypeError('Failed to fetch') },
  { type: 'xstate.done.actor.fetchUser', output: admin },
  { type: 'xstate.done.actor.fetchUser', output: reader },
  { type: 'xstate.error.actor.fetchUser', error: { message: 'unauthorized' } },
  { type: 'LOGOUT' },
  { type: 'SESSION_EXPIRED' },
  { type: 'OPEN_MENU' },
  { type: 'CLOSE_MENU' },
  { type: 'TOGGLE_MENU' },
  { type: 'REMEMBER_REDIRECT', path: '/publisher/12' },
  { type: 'REMEMBER_REDIRECT', path: '/dashboard/places' },
  { type: 'REMEMBER_REDIRECT', path: '//evil.com' },
];
// The traversal's event type lists only the public events; the actors' done and error events
// are the machine's own events all the same.
const traversalEvents = modelEvents as readonly AuthEvent[];

// Simple paths grow with every context value the serialiser tells apart, so they are walked
// over the chart's shape (state, strategy, whether a redirect and which error are held) with
// the menu events left out; the shortest paths above cover the full context.
const simplePathEvents = traversalEvents.filter(
  (event) =>
    !event.type.endsWith('_MENU') && !(event.type === 'REMEMBER_REDIRECT' && event.path === '//evil.com'),
);
const chartShape = (snapshot: AuthSnapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.strategy,
    snapshot.context.redirect !== null,
    snapshot.context.error,
  ]);

// A context that grew without end would make the traversal run forever; this fails instead.
const traversalLimit = 20_000;

const starts: Array<{ label: string; input: AuthInput }> = [
  { label: 'a first visit (no stored token)', input: { token: null } },
  { label: 'a visit with a stored token', input: { token: 'stored-token' } },
];

type Effect =
  | { type: 'persistToken'; token: string }
  | { type: 'clearToken' }
  | { type: 'notify'; key: string }
  | { type: 'navigate'; to: string };

/** The machine with test actors whose calls the test settles, and its effects recorded. */
function createHarness(input: AuthInput, options: { signIn?: () => Promise<SignInOutput> } = {}) {
  const calls = { signIn: [] as Credentials[], fetchUser: [] as FetchUserInput[] };
  const effects: Effect[] = [];
  const pending = new Map<string, { resolve: (value: never) => void; reject: (error: unknown) => void }>();
  const callSettledByTest = <T>(id: string) =>
    new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: never) => void, reject });
    });

  const machine = authMachine.provide({
    actors: {
      signIn: fromPromise<SignInOutput, Credentials>(({ input }) => {
        calls.signIn.push(input);
        return options.signIn ? options.signIn() : callSettledByTest<SignInOutput>('signIn');
      }),
      fetchUser: fromPromise<User, FetchUserInput>(({ input }) => {
        calls.fetchUser.push(input);
        return callSettledByTest<User>('fetchUser');
      }),
    },
    actions: {
      persistToken: (_, { token }) => effects.push({ type: 'persistToken', token }),
      clearToken: () => effects.push({ type: 'clearToken' }),
      notify: (_, { key }) => effects.push({ type: 'notify', key }),
      navigate: (_, { to }) => effects.push({ type: 'navigate', to }),
    },
  });
  const actor = createActor(machine, { input });

  /** Sends a public event, or settles the pending call that a done or error event stands for. */
  async function apply(event: ModelEvent): Promise<void> {
    if (event.type.startsWith('xstate.')) {
      const [, outcome, , id] = event.type.split('.');
      const call = pending.get(id ?? '');
      if (call === undefined) throw new Error(`no pending call for ${event.type}`);
      pending.delete(id ?? '');
      if (outcome === 'done' && 'output' in event) call.resolve(event.output as never);
      else if ('error' in event) call.reject(event.error);
    } else {
      actor.send(event as AuthEvent);
    }
    await settle();
  }

  return { actor, calls, effects, apply };
}

// Lets a settled promise reach the machine (the actor reports back a few microtasks later).
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What each status promises about the rest of the view, whatever path led there. */
function expectStatusPromises(view: AuthView): void {
  if (view.status === 'signedIn') {
    expect(view.loggedIn).toBe(true);
    expect(view.user).not.toBeNull();
    expect(view.token).not.toBeNull();
    expect(view.isAdmin).toBe(view.user?.role !== 'USER');
    expect(view.isUser).toBe(view.user?.role === 'USER');
    expect(view.isLoggedAsAdmin).toBe(view.user?.role === 'ADMIN');
    expect(view.roleHeader).toBe(view.user?.role === 'USER' ? 'USER' : 'ADMIN');
    expect(view.initials).toMatch(/^\S{2}$/);
  } else {
    expect(view).toMatchObject({
      loggedIn: false,
      isAdmin: false,
      isUser: false,
      isLoggedAsAdmin: false,
      user: null,
      token: null,
      initials: '',
      roleHeader: 'GUEST',
    });
  }
  if (view.status === 'signingIn') expect(view.error).toBeNull();
}

// What a replayed snapshot must share with the model's: the whole view when the traversal told
// every context apart, only the serialised shape when it merged snapshots of the same shape.
type Likeness = (snapshot: AuthSnapshot) => unknown;
const wholeView: Likeness = selectAuth;

/** Replays a path on a real actor, checking the view and the effects after every step. */
async function replay(path: AuthPath, input: AuthInput, likeness: Likeness = wholeView): Promise<void> {
  const { actor, calls, effects, apply } = createHarness(input);
  actor.start();
  expect(likeness(actor.getSnapshot())).toEqual(likeness(path.steps[0]?.state ?? path.state));

  for (const step of path.steps.slice(1)) {
    const before = actor.getSnapshot();
    const callsBefore = { signIn: calls.signIn.length, fetchUser: calls.fetchUser.length };
    const effectsBefore = effects.length;
    const event = step.event as ModelEvent;

    await apply(event);

    const after = actor.getSnapshot();
    const view = selectAuth(after);
    expect(after.status).toBe('active');
    expect(likeness(after)).toEqual(likeness(step.state));
    expectStatusPromises(view);
    expectStepEffects(before, event, {
      signIn: calls.signIn.slice(callsBefore.signIn),
      fetchUser: calls.fetchUser.slice(callsBefore.fetchUser),
      effects: effects.slice(effectsBefore),
    });
  }
  actor.stop();
}

/** The calls and effects the spec asks of one event, worked out from the state before it. */
function expectStepEffects(
  before: AuthSnapshot,
  event: ModelEvent,
  happened: { signIn: Credentials[]; fetchUser: FetchUserInput[]; effects: Effect[] },
): void {
  const status = selectAuth(before).status;
  const expected = {
    signIn: [] as Credentials[],
    fetchUser: [] as FetchUserInput[],
    effects: [] as Effect[],
  };

  if (event.type === 'SIGN_IN' && status === 'signedOut' && event === goodCredentials) {
    expected.signIn.push({ email: 'ada@example.org', password: 's3cret' });
  }
  if (event.type === 'xstate.done.actor.signIn') expected.fetchUser.push({ token: event.output.token });
  if (event.type === 'xstate.done.actor.fetchUser' && status === 'signingIn') {
    const { redirect, token } = before.context;
    expected.effects.push({ type: 'persistToken', token: token ?? '' });
    expected.effects.push({ type: 'notify', key: 'login_successfully' });
    const staff = event.output.role !== 'USER';
    const allowedRedirect = redirect !== null && (staff || !redirect.includes('dashboard')) ? redirect : null;
    const to = allowedRedirect ?? (staff ? '/dashboard' : null);
    if (to !== null) expected.effects.push({ type: 'navigate', to });
  }
  if (event.type === 'xstate.error.actor.fetchUser' && status === 'restoring') {
    expected.effects.push({ type: 'clearToken' });
  }
  if ((event.type === 'LOGOUT' || event.type === 'SESSION_EXPIRED') && status === 'signedIn') {
    expected.effects.push({ type: 'clearToken' });
  }
  expect(happened).toEqual(expected);
}

/** Every state node a path passes through, by id. */
function nodesOn(paths: AuthPath[]): Set<string> {
  const reached = new Set<string>();
  for (const path of paths) {
    for (const step of path.steps) for (const node of step.state._nodes) reached.add(node.id);
  }
  return reached;
}

// Only decides which state comes first and is left before the first snapshot is taken.
const transientNodeIds = ['auth.checkingStoredToken'];

const describePath = (path: AuthPath) =>
  path.steps
    .slice(1)
    .map(({ event }) => (event.type.startsWith('xstate.') ? event.type.replace('xstate.', '') : event.type))
    .join(' → ') || '(initial)';

describe('auth machine: every path of the chart keeps its promises', () => {
  const allPaths: AuthPath[] = [];

  for (const { label, input } of starts) {
    describe(label, () => {
      const shortest = getShortestPaths(authMachine, {
        input,
        events: traversalEvents,
        limit: traversalLimit,
      });
      const simple = getSimplePaths(authMachine, {
        input,
        events: simplePathEvents,
        serializeState: chartShape,
        limit: traversalLimit,
      });
      allPaths.push(...shortest, ...simple);

      it('has shortest and simple paths to walk', () => {
        expect(shortest.length).toBeGreaterThan(10);
        expect(simple.length).toBeGreaterThan(shortest.length);
      });

      it.each(shortest.map((path) => [describePath(path), path] as const))(
        'shortest path %s',
        async (_, path) => {
          await replay(path, input);
        },
      );

      // Over a thousand replays: 20 s on a slow 2-core machine running other suites beside it.
      it(`all ${simple.length} simple paths`, async () => {
        for (const path of simple) await replay(path, input, chartShape);
      }, 120_000);
    });
  }

  it('reaches every state node on some path', () => {
    const stateNodeIds = getStateNodes(authMachine.root).map((node) => node.id);
    const reached = nodesOn(allPaths);
    const unreached = stateNodeIds.filter((id) => !reached.has(id) && !transientNodeIds.includes(id));
    expect(unreached).toEqual([]);
    expect(stateNodeIds).toEqual(expect.arrayContaining(transientNodeIds));
  });

  it('starts restoring when the app hands in a stored token, signed out when not', () => {
    const withToken = createActor(authMachine, { input: { token: 'stored-token' } });
    const withoutToken = createActor(authMachine, { input: { token: null } });
    expect(selectAuth(withToken.getSnapshot()).status).toBe('restoring');
    expect(selectAuth(withoutToken.getSnapshot()).status).toBe('signedOut');
  });
});

/** Signs in through the harness: SIGN_IN, the token, then the user. */
async function signInAs(harness: ReturnType<typeof createHarness>, user: User): Promise<void> {
  await harness.apply(goodCredentials);
  await harness.apply({ type: 'xstate.done.actor.signIn', output: { token: 'issued-token' } });
  await harness.apply({ type: 'xstate.done.actor.fetchUser', output: user });
}

describe('signing in', () => {
  it('sends the email trimmed and lowercased and the password trimmed', async () => {
    const harness = createHarness({ token: null });
    harness.actor.start();
    await harness.apply({ type: 'SIGN_IN', email: '  Ada.Lovelace@Example.ORG  ', password: '  pw  ' });
    expect(harness.calls.signIn).toEqual([{ email: 'ada.lovelace@example.org', password: 'pw' }]);
    expect(selectAuth(harness.actor.getSnapshot()).status).toBe('signingIn');
  });

  it('asks for the user with the issued token, then stores the token', async () => {
    const harness = createHarness({ token: null });
    harness.actor.start();
    await harness.apply(goodCredentials);
    await harness.apply({ type: 'xstate.done.actor.signIn', output: { token: 'issued-token' } });
    expect(harness.calls.fetchUser).toEqual([{ token: 'issued-token' }]);
    expect(harness.effects).toEqual([]);
    await harness.apply({ type: 'xstate.done.actor.fetchUser', output: admin });
    expect(harness.effects).toContainEqual({ type: 'persistToken', token: 'issued-token' });
    expect(selectAuth(harness.actor.getSnapshot()).token).toBe('issued-token');
  });

  it('an admin is told "login_successfully", the menu closes and they go to /dashboard', async () => {
    const harness = createHarness({ token: null });
    harness.actor.start();
    harness.actor.send({ type: 'OPEN_MENU' });
    await signInAs(harness, admin);
    expect(harness.effects).toEqual([
      { type: 'persistToken', token: 'issued-token' },
      { type: 'notify', key: 'login_successfully' },
      { type: 'navigate', to: '/dashboard' },
    ]);
    expect(selectAuth(harness.actor.getSnapshot())).toMatchObject({
      status: 'signedIn',
      isAdmin: true,
      isLoggedAsAdmin: true,
      isUser: false,
      menuOpen: false,
      initials: 'AL',
      roleHeader: 'ADMIN',
    });
  });

  it('a USER stays where they are', async () => {
    const harness = createHarness({ token: null });
    harness.actor.start();
    await signInAs(harness, reader);
    expect(harness.effects.filter((effect) => effect.type === 'navigate')).toEqual([]);
    expect(harness.effects).toContainEqual({ type: 'notify', key: 'login_successfully' });
    expect(selectAuth(harness.actor.getSnapshot())).toMatchObject({
      isUser: true,
      isAdmin: false,
      isLoggedAsAdmin: false,
      roleHeader: 'USER',
      initials: 'BA',
    });
  });

  it('a USER is never sent to a remembered dashboard page', async () => {
    const harness = createHarness({ token: null, redirect: '/dashboard/places' });
    harness.actor.start();
    await signInAs(harness, reader);
    expect(harness.effects.filter((effect) => effect.type === 'navigate')).toEqual([]);
    expect(harness.actor.getSnapshot().context.redirect).toBeNull();
  });

  it('a safe remembered page is visited after signing in, once', async () => {
    const harness = createHarness({ token: null });
    harness.actor.start();
    harness.actor.send({ type: 'REMEMBER_REDIRECT', path: '/dashboard/places/update/7' });
    await signInAs(harness, admin);
    expect(harness.effects).toContainEqual({ type: 'navigate', to: '/dashboard/places/update/7' });

    harness.actor.send({ type: 'LOGOUT' });
    harness.effects.length = 0;
    await signInAs(harness, admin);
    expect(harness.effects).toContainEqual({ type: 'navigate', to: '/dashboard' });
    expect(harness.effects).not.toContainEqual({ type: 'navigate', to: '/dashboard/places/update/7' });
  });

  it('a USER goes to a remembered public page', async () => {
    const harness = createHarness({ token: null, redirect: '/publisher/12/catalogues' });
    harness.actor.start();
    await signInAs(harness, reader);
    expect(harness.effects).toContainEqual({ type: 'navigate', to: '/publisher/12/catalogues' });
  });

  it.each(['//evil.com', 'http://x', '/a?b', '/a b', '', 'dashboard', '/a#b', '/../x'])(
    'ignores the unsafe redirect %j',
    async (path) => {
      const harness = createHarness({ token: null, redirect: path });
      harness.actor.start();
      harness.actor.send({ type: 'REMEMBER_REDIRECT', path });
      expect(harness.actor.getSnapshot().context.redirect).toBeNull();
      await signInAs(harness, admin);
      expect(harness.effects).toContainEqual({ type: 'navigate', to: '/dashboard' });
    },
  );

  it('does not remember a redirect while signed in', async () => {
    const harness = createHarness({ token: null });
    harness.actor.start();
    await signInAs(harness, admin);
    harness.actor.send({ type: 'REMEMBER_REDIRECT', path: '/publisher/1' });
    expect(harness.actor.getSnapshot().context.redirect).toBeNull();
  });

  it("shows the server's message key when the credentials are refused, with the menu open", async () => {
    const harness = createHarness({ token: null });
    harness.actor.start();
    await harness.apply(goodCredentials);
    await harness.apply({ type: 'xstate.error.actor.signIn', error: { message: 'invalid_credentials' } });
    expect(selectAuth(harness.actor.getSnapshot())).toMatchObject({
      status: 'signedOut',
      error: 'invalid_credentials',
      menuOpen: true,
      loggedIn: false,
    });
    expect(harness.effects).toEqual([]);
  });

  it('falls back to the generic key when the failure has no message', async () => {
    for (const error of [
      undefined,
      'boom',
      { status: 500 },
      { message: '' },
      new TypeError('Failed to fetch'),
    ]) {
      const harness = createHarness({ token: null });
      harness.actor.start();
      await harness.apply(goodCredentials);
      await harness.apply({ type: 'xstate.error.actor.signIn', error });
      expect(selectAuth(harness.actor.getSnapshot()).error).toBe('an_error_has_occurred_please_try_again');
    }
  });

  it('takes the key of an Error whose message is a translation key', async () => {
    const harness = createHarness({ token: null });
    harness.actor.start();
    await harness.apply(goodCredentials);
    await harness.apply({ type: 'xstate.error.actor.signIn', error: new Error('invalid_credentials') });
    expect(selectAuth(harness.actor.getSnapshot()).error).toBe('invalid_credentials');
  });

  it('a new attempt clears the previous error', async () => {
    const harness = createHarness({ token: null });
    harness.actor.start();
    await harness.apply(goodCredentials);
    await harness.apply({ type: 'xstate.error.actor.signIn', error: { message: 'invalid_credentials' } });
    await harness.apply(goodCredentials);
    expect(selectAuth(harness.actor.getSnapshot())).toMatchObject({ status: 'signingIn', error: null });
  });

  it('ignores a SIGN_IN the form would not have allowed', async () => {
    const harness = createHarness({ token: null });
    harness.actor.start();
    await harness.apply({ type: 'SIGN_IN', email: '   ', password: 'pw' });
    expect(harness.calls.signIn).toEqual([]);
    expect(selectAuth(harness.actor.getSnapshot()).status).toBe('signedOut');
  });

  it('works with a real promise-based actor end to end', async () => {
    const harness = createHarness({ token: null }, { signIn: async () => ({ token: 'async-token' }) });
    harness.actor.start();
    await harness.apply(goodCredentials);
    expect(harness.calls.fetchUser).toEqual([{ token: 'async-token' }]);
  });
});

describe('leaving and restoring a session', () => {
  it('logout calls no actor, closes the menu and clears the token', async () => {
    const harness = createHarness({ token: null });
    harness.actor.start();
    await signInAs(harness, admin);
    harness.actor.send({ type: 'OPEN_MENU' });
    const callsBefore = harness.calls.signIn.length + harness.calls.fetchUser.length;
    harness.effects.length = 0;

    harness.actor.send({ type: 'LOGOUT' });

    expect(harness.calls.signIn.length + harness.calls.fetchUser.length).toBe(callsBefore);
    expect(harness.effects).toEqual([{ type: 'clearToken' }]);
    expect(selectAuth(harness.actor.getSnapshot())).toMatchObject({
      status: 'signedOut',
      token: null,
      user: null,
      menuOpen: false,
      roleHeader: 'GUEST',
      error: null,
    });
    expect(harness.actor.getSnapshot().context.strategy).toBe('local');
  });

  it('an expired session signs out with the "unauthorized" key', async () => {
    const harness = createHarness({ token: null });
    harness.actor.start();
    await signInAs(harness, admin);
    harness.effects.length = 0;
    harness.actor.send({ type: 'SESSION_EXPIRED' });
    expect(harness.effects).toEqual([{ type: 'clearToken' }]);
    expect(selectAuth(harness.actor.getSnapshot())).toMatchObject({
      status: 'signedOut',
      error: 'unauthorized',
    });
  });

  it('a stored token is checked with the server and restores the session without navigating', async () => {
    const harness = createHarness({ token: 'stored-token' });
    harness.actor.start();
    expect(harness.calls.fetchUser).toEqual([{ token: 'stored-token' }]);
    expect(selectAuth(harness.actor.getSnapshot())).toMatchObject({
      status: 'restoring',
      roleHeader: 'GUEST',
    });
    await harness.apply({ type: 'xstate.done.actor.fetchUser', output: reader });
    expect(selectAuth(harness.actor.getSnapshot())).toMatchObject({
      status: 'signedIn',
      token: 'stored-token',
      isUser: true,
    });
    expect(harness.effects).toEqual([]);
  });

  it('a stored token the server refuses is cleared', async () => {
    const harness = createHarness({ token: 'stale-token' });
    harness.actor.start();
    await harness.apply({ type: 'xstate.error.actor.fetchUser', error: { message: 'unauthorized' } });
    expect(harness.effects).toEqual([{ type: 'clearToken' }]);
    expect(selectAuth(harness.actor.getSnapshot())).toMatchObject({ status: 'signedOut', token: null });
    expect(harness.actor.getSnapshot().context.token).toBeNull();
  });

  it('an empty stored token counts as none', () => {
    const actor = createActor(authMachine, { input: { token: '' } });
    expect(selectAuth(actor.getSnapshot()).status).toBe('signedOut');
  });
});

describe('the login menu', () => {
  it('opens, closes and toggles in any state', () => {
    const actor: Actor<typeof authMachine> = createActor(authMachine, { input: { token: null } }).start();
    const menuOpen = () => selectAuth(actor.getSnapshot()).menuOpen;
    expect(menuOpen()).toBe(false);
    actor.send({ type: 'OPEN_MENU' });
    expect(menuOpen()).toBe(true);
    actor.send({ type: 'TOGGLE_MENU' });
    expect(menuOpen()).toBe(false);
    actor.send({ type: 'TOGGLE_MENU' });
    actor.send({ type: 'CLOSE_MENU' });
    expect(menuOpen()).toBe(false);
  });
});

describe('actors the app forgot to provide', () => {
  it('a missing signIn actor ends in the generic error, never in a session', async () => {
    const actor = createActor(authMachine, { input: { token: null } }).start();
    actor.send(goodCredentials);
    await settle();
    expect(selectAuth(actor.getSnapshot())).toMatchObject({
      status: 'signedOut',
      error: 'an_error_has_occurred_please_try_again',
    });
  });
});
