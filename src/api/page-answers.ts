import type { Middleware } from 'openapi-fetch';
import { z } from 'zod/mini';
import { pageAnswerKey, pageAnswersElementId } from '../../common/page-answers.ts';
import { readPageData } from './runtime-config.ts';

/**
 * How long after the page loaded its answers may stand in for a call: the queries' own freshness
 * (src/main.tsx, 30 s). A call made later asks the service, as a cached answer that old would.
 */
const answersFreshForMs = 30_000;

const pageAnswersSchema = z.record(z.string(), z.unknown());

/**
 * The catalogue service's answers the page carries (common/page-answers.ts), each taken once: the
 * first call of it is answered from the page, without a request; a second one asks the service.
 */
export interface PageAnswers {
  /** The answer to a GET of `pathAndQuery` (under the service's address), removed as it is taken. */
  take(pathAndQuery: string, now?: number): unknown;
}

/** The page's answers; null on a page without them or with a malformed block. */
export function readPageAnswers(page: Document = document): PageAnswers | null {
  const parsed = pageAnswersSchema.safeParse(readPageData(pageAnswersElementId, page));
  if (!parsed.success) return null;
  const answers = new Map(Object.entries(parsed.data));
  return {
    take(pathAndQuery, now = performance.now()) {
      if (now > answersFreshForMs) answers.clear();
      const key = pageAnswerKey(pathAndQuery);
      const answer = answers.get(key);
      answers.delete(key);
      return answer;
    },
  };
}

/**
 * A middleware, put before the others on the catalogue service's client, that answers a GET the
 * page carries the answer of. The answer skips the other middleware: it is no request, so neither
 * the loading indicator nor the error reports count it.
 */
export function pageAnswersMiddleware(answers: PageAnswers, baseUrl: string, pageUrl: string): Middleware {
  const base = new URL(baseUrl, pageUrl);
  const basePath = base.pathname.replace(/\/$/, '');
  return {
    onRequest({ request }) {
      if (request.method !== 'GET') return undefined;
      const url = new URL(request.url);
      if (url.origin !== base.origin || !url.pathname.startsWith(`${basePath}/`)) return undefined;
      const answer = answers.take(`${url.pathname.slice(basePath.length)}${url.search}`);
      if (answer === undefined) return undefined;
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  };
}
