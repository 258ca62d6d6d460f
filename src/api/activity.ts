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

let state: ApiActivity = { pending: 0, loading: false, userAuthorized: true };
const listeners = new Set<() => void>();

function update(next: Partial<ApiActivity>) {
  const pending = next.pending ?? state.pending;
  state = { ...state, ...next, pending, loading: pending > 0 };
  for (const listener of listeners) listener();
}

export const apiActivity = {
  requestStarted: () => update({ pending: state.pending + 1 }),
  requestEnded: (succeeded: boolean) =>
    update({ pending: Math.max(0, state.pending - 1), userAuthorized: succeeded }),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => state,
};
