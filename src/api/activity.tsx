import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';

/**
 * What the API layer knows about the conversation with the server, for the shell to show: how
 * many requests are under way (the loading overlay, the progress bar, the breadcrumb skeleton) and
 * whether the last answer was a success (the user-authorized flag, spec section 4).
 */
export interface ApiActivity {
  pending: number;
  loading: boolean;
  userAuthorized: boolean;
}

export interface ApiActivityStore {
  requestStarted(): void;
  requestEnded(succeeded: boolean): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): ApiActivity;
}

/** The store the API middleware counts requests in: made once at start-up (src/main.tsx). */
export function createApiActivity(): ApiActivityStore {
  let state: ApiActivity = { pending: 0, loading: false, userAuthorized: true };
  const listeners = new Set<() => void>();
  const update = (next: Partial<ApiActivity>) => {
    const pending = next.pending ?? state.pending;
    state = { ...state, ...next, pending, loading: pending > 0 };
    for (const listener of listeners) listener();
  };
  return {
    requestStarted: () => update({ pending: state.pending + 1 }),
    requestEnded: (succeeded) =>
      update({ pending: Math.max(0, state.pending - 1), userAuthorized: succeeded }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
  };
}

const ApiActivityContext = createContext<ApiActivityStore | null>(null);

export function ApiActivityProvider({ store, children }: { store: ApiActivityStore; children: ReactNode }) {
  return <ApiActivityContext.Provider value={store}>{children}</ApiActivityContext.Provider>;
}

/** Whether any API request is under way. */
export function useApiLoading(): boolean {
  const store = useContext(ApiActivityContext);
  if (!store) throw new Error('useApiLoading outside ApiActivityProvider');
  return useSyncExternalStore(store.subscribe, () => store.getSnapshot().loading);
}
