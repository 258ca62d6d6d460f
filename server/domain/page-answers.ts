import { navigationSortColumns } from '../../common/navigation-list.ts';
import { pageAnswerKey } from '../../common/page-answers.ts';
import { isRecordId, type RouteFile, routeChainOf } from './route-preloads.ts';

/** The catalogue layout's route: it and its tabs make the same three calls when the page opens. */
const catalogueLayoutRoute: RouteFile = '_catalogue/catalogues/$id.tsx';

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
 *   (src/routes/_default/navigate-list.tsx, src/features/navigate-list/api.ts); in another order
 *   (a link with `sort` and `direction`), that order's first window too, which the list asks for
 *   beside the first to show its rows. A filter is the database's to run: none then.
 */
export function firstCallsOf(path: string, locale: string, search = ''): string[] {
  const chain = routeChainOf(path);
  const lang = new URLSearchParams({ lang: locale }).toString();
  let calls: string[] = [];
  if (chain.includes(catalogueLayoutRoute)) {
    const id = path.split('/').filter(Boolean)[1];
    if (isRecordId(id)) {
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
  } else if (chain.at(-1) === '_default/navigate-list.tsx') {
    const sort = navigationSortOf(search);
    if (sort) {
      const window = (column: string, direction: string) =>
        `/editions?page=1&per-page=200&${lang}&sort=${column}&direction=${direction}`;
      calls = [window('title', 'asc')];
      if (sort.column !== 'title' || sort.direction !== 'asc')
        calls.push(window(sort.column, sort.direction));
    }
  }
  return calls.map(pageAnswerKey);
}

/**
 * The order a navigation list address asks for, as the app reads it
 * (src/features/navigate-list/navigation-list-search.ts): `sort` and `direction`, each optional.
 * Null for an address with anything else (a filter), or with a value the app would drop: the app
 * then makes calls of its own, which the page leaves to it.
 */
function navigationSortOf(search: string): { column: string; direction: string } | null {
  const params = new URLSearchParams(search);
  if ([...params.keys()].some((key) => key !== 'sort' && key !== 'direction')) return null;
  const column = params.getAll('sort');
  const direction = params.getAll('direction');
  if (column.length > 1 || direction.length > 1) return null;
  const [sort = 'title'] = column;
  const [order = 'asc'] = direction;
  if (!navigationSortColumns.some((column) => column === sort) || (order !== 'asc' && order !== 'desc'))
    return null;
  return { column: sort, direction: order };
}
