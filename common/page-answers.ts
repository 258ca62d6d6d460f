/**
 * The catalogue service's answers a page of the app carries for its first render (issue 16: no
 * request waterfalls). The server writes them into the page it sends (server/plugins/web-app.ts),
 * and the app answers its first calls from them (src/api/page-answers.ts) instead of asking the
 * service once its code has run.
 */

/** The id of the page's data block of answers. */
export const pageAnswersElementId = 'page-answers';

/**
 * A call's key in that block: its path under the catalogue service's address, then its query
 * parameters sorted by name, so that the server and the app write one call the same way whatever
 * order its parameters were given in.
 */
export function pageAnswerKey(pathAndQuery: string): string {
  const separator = pathAndQuery.indexOf('?');
  if (separator < 0) return pathAndQuery;
  const params = new URLSearchParams(pathAndQuery.slice(separator + 1));
  params.sort();
  const query = params.toString();
  const path = pathAndQuery.slice(0, separator);
  return query ? `${path}?${query}` : path;
}
