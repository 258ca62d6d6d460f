import { pageAnswerKey } from '../../common/page-answers.ts';
import { type RouteFile, routeChainOf } from './route-preloads.ts';

/** The catalogue layout's route: it and its tabs make the same three calls when the page opens. */
const catalogueLayoutRoute: RouteFile = '_catalogue/catalogues/$id.tsx';

/** An id the contract accepts (a positive int32); anything else is the app's not-found page. */
const recordId = /^[1-9]\d{0,9}$/;

/**
 * The calls of the catalogue service the page at `path` (inside the app, without its base path)
 * makes as it opens, in `locale`, as paths under the service's address: the page the server sends
 * carries their answers. Each was a round trip after the app's code had run; the first render now
 * has what it shows. Written as the app writes them (the routes' loaders start them): a call
 * written otherwise is only a copy the app does not use, and the e2e test of page answers fails.
 *
 * - The catalogue page and its tabs: its catalogue, editions and supplementary contents
 *   (src/routes/_catalogue/catalogues/$id.tsx), which hold its heading.
 * - The home page: the latest catalogues and the counts of the ways in (src/routes/_main/index.tsx).
 * - The catalogue list as it opens, without search, filters or page in its URL: its first page
 *   (src/features/catalogues/api.ts, with the list's defaults).
 * - The navigation list as it opens, in its default order: its first window of 200 editions
 *   (src/routes/_default/navigate-list.tsx, src/features/navigate-list/api.ts).
 */
export function firstCallsOf(path: string, locale: string, search = ''): string[] {
  const chain = routeChainOf(path);
  const lang = new URLSearchParams({ lang: locale }).toString();
  let calls: string[] = [];
  if (chain.includes(catalogueLayoutRoute)) {
    const id = path.split('/').filter(Boolean)[1] ?? '';
    if (recordId.test(id) && Number(id) <= 2 ** 31 - 1) {
      calls = [
        `/catalogues/${id}`,
        `/catalogues/${id}/editions`,
        `/catalogues/${id}/supplementary-contents`,
      ].map((call) => `${call}?${lang}`);
    }
  } else if (chain.at(-1) === '_main/index.tsx') {
    calls = [
      `/catalogues?sort=recent&per-page=6&${lang}`,
      ...['catalogues', 'publishers', 'places', 'holders'].map((list) => `/${list}?per-page=1`),
    ];
  } else if (chain.at(-1) === '_default/catalogues/index.tsx' && search === '') {
    calls = [
      `/catalogues?${lang}&illustrative-content=all&include-supplements=false&undated=false&page=1&per-page=6`,
    ];
  } else if (chain.at(-1) === '_default/navigate-list.tsx' && search === '') {
    calls = [`/editions?page=1&per-page=200&${lang}&sort=title&direction=asc`];
  }
  return calls.map(pageAnswerKey);
}
