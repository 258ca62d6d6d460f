/** What the store needs of an XState actor (kept structural, so this module does not import XState). */
export interface StartedActor<Snapshot, Event> {
  getSnapshot(): Snapshot;
  subscribe(onSnapshot: (snapshot: Snapshot) => void): unknown;
  send(event: Event): void;
}

/**
 * One part of the visitor's session (the sign-in, the collection) whose machine is a chunk of its
 * own, so that XState is not needed to paint the first page. Until the machine has started, the
 * view is the one its first snapshot will give (computed without XState), and events sent
 * meanwhile are kept and delivered in order once it has. Components read it with
 * `useSyncExternalStore(store.subscribe, store.getView)`.
 */
export interface SessionStore<View, Event, Actor> {
  getView(): View;
  subscribe(onChange: () => void): () => void;
  send(event: Event): void;
  /** The started actor; fetches and starts the machine if that has not begun. */
  started(): Promise<Actor>;
}

export function sessionStore<View, Event, Snapshot, Actor extends StartedActor<Snapshot, Event>>({
  initialView,
  startActor,
  select,
  same,
}: {
  /** The view the machine's first snapshot gives. */
  initialView: View;
  /** Imports the machine, creates and starts its actor. */
  startActor: () => Promise<Actor>;
  select: (snapshot: Snapshot) => View;
  /** Views equal for the screen: the last one is kept, and nobody re-renders. */
  same: (a: View, b: View) => boolean;
}): SessionStore<View, Event, Actor> {
  let view = initialView;
  let actor: Actor | undefined;
  let starting: Promise<Actor> | undefined;
  const waiting: Event[] = [];
  const listeners = new Set<() => void>();
  const show = (snapshot: Snapshot) => {
    const next = select(snapshot);
    if (same(view, next)) return;
    view = next;
    for (const listener of listeners) listener();
  };
  const started = () => {
    starting ??= startActor().then(
      (startedActor) => {
        actor = startedActor;
        startedActor.subscribe(show);
        show(startedActor.getSnapshot());
        for (const event of waiting.splice(0)) startedActor.send(event);
        return startedActor;
      },
      (error: unknown) => {
        // A chunk that did not arrive may on the next attempt (the app reloads at most once a minute).
        starting = undefined;
        throw error;
      },
    );
    return starting;
  };
  return {
    getView: () => view,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    send(event) {
      if (actor) {
        actor.send(event);
        return;
      }
      waiting.push(event);
      void started();
    },
    started,
  };
}
