import type { Middleware } from 'openapi-fetch';
import type { ApiActivityStore } from './activity.tsx';
import { errorMessageOf } from './error-message.ts';

/** This application's project in the shared services (spec section 7). */
export const projectId = '8';
export const projectName = 'photo-catalogues';

/** A request sent with this header does not raise the global error notification (its screen shows the error). */
export const quietHeader = 'x-quiet-errors';

export interface ApiSession {
  token(): string | null;
  roleHeader(): 'GUEST' | 'ADMIN' | 'USER';
  locale(): string;
}

export interface ApiFeedback {
  notifyError(title: string): void;
  translate(key: string): string;
  hasText(key: string): boolean;
  report(failure: { message: string; method?: string; url?: string; status?: number }): void;
  /** Counts the requests under way, for the loading overlay and progress bar. */
  activity: ApiActivityStore;
}

/**
 * The cross-cutting work of every call, in one place (spec sections 4, 7, 8): the headers, the
 * loading counter, the user-authorized flag, error notifications and error reports.
 */
export function createApiMiddleware(session: ApiSession, feedback: ApiFeedback): Middleware {
  const quiet = new Set<string>();
  return {
    onRequest({ request, id }) {
      if (request.headers.has(quietHeader)) {
        quiet.add(id);
        request.headers.delete(quietHeader);
      }
      const token = session.token();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      request.headers.set('role', session.roleHeader());
      request.headers.set('prefix_language', session.locale());
      request.headers.set('project-id', projectId);
      request.headers.set('project-name', projectName);
      feedback.activity.requestStarted();
      return request;
    },
    async onResponse({ request, response, id }) {
      feedback.activity.requestEnded(response.ok);
      const isQuiet = quiet.delete(id);
      if (response.ok) return response;
      const body = await response
        .clone()
        .json()
        .catch(() => undefined);
      const message = errorMessageOf(response.status, body, feedback.translate, feedback.hasText);
      if (!isQuiet) feedback.notifyError(message);
      feedback.report({ message, method: request.method, url: request.url, status: response.status });
      return response;
    },
    onError({ request, error, id }) {
      feedback.activity.requestEnded(false);
      const isQuiet = quiet.delete(id);
      const message = errorMessageOf(0, undefined, feedback.translate, feedback.hasText);
      if (!isQuiet) feedback.notifyError(message);
      feedback.report({ message: `${message}: ${String(error)}`, method: request.method, url: request.url });
    },
  };
}
