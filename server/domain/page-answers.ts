import { pageAnswerKey } from '../../common/page-answers.ts';
import { routeChainOf } from './route-preloads.ts';

/** The catalogue layout's route: it and its tabs make the same three calls when the page opens. */
const catalogueLayoutRoute = '_catalogue/catalogues/$id.tsx';

/** An id the contract accepts (a positive int32); anything else is the app's not-found page. */
const recordId = /^[1-9]\d{0,9}$/;

/**
 * The calls of the catalogue service the page at `path` (inside the app, without its base path)
 * makes as it opens, in `locale`, as paths under the service's address: the page the server sends
 * carries their answers. The catalogue page's three parts (src/routes/_catalogue/catalogues/$id.tsx
 * starts them): its catalogue, its editions, its supplementary contents. They hold the page's
 * heading, and each was a round trip after the app's code had run (on a phone, about half a second
 * before the title showed). Other pages make none here.
 */
export function firstCallsOf(path: string, locale: string): string[] {
  if (!routeChainOf(path).includes(catalogueLayoutRoute)) return [];
  const id = path.split('/').filter(Boolean)[1] ?? '';
  if (!recordId.test(id) || Number(id) > 2 ** 31 - 1) return [];
  const query = new URLSearchParams({ lang: locale }).toString();
  return [`/catalogues/${id}`, `/catalogues/${id}/editions`, `/catalogues/${id}/supplementary-contents`].map(
    (call) => pageAnswerKey(`${call}?${query}`),
  );
}
