import type { AnyRouteMatch } from '@tanstack/react-router';
import { catalogueEditionsQuery, catalogueQuery } from '@/api/queries/catalogues.ts';
import { holderQuery } from '@/api/queries/holders.ts';
import { placeQuery } from '@/api/queries/places.ts';
import { publisherQuery } from '@/api/queries/publishers.ts';
import type { TranslationKey } from '@/i18n/translate.ts';
import { placeNameIn } from '@/lib/names.ts';
import {
  canonicalPath,
  canonicalUrl,
  description,
  factsLine,
  iiifManifestLink,
  pageTitle,
  readServerHead,
  type ServerHead,
} from '@/lib/page-head.ts';
import type { RouterContext } from '@/router-context.ts';

/**
 * The head the server wrote into the page the app started on, read once when the app's code is
 * evaluated, before anything renders: that page keeps the server's description (richer than the
 * app's own) and, until its data arrives, its title; the canonical links are on the server's
 * public origin.
 */
export const serverHead: ServerHead | null =
  typeof document === 'undefined' ? null : readServerHead(document, import.meta.env.BASE_URL);

/** What a route's `head` is given, as far as these helpers read it. */
interface HeadContext {
  matches: AnyRouteMatch[];
  match: AnyRouteMatch;
}

/** The texts and data a page's head is written from: a head never starts a call, it reads the cache. */
function sourcesOf(ctx: HeadContext) {
  const { queryClient, i18n } = ctx.match.context as RouterContext;
  return { queryClient, locale: i18n.locale(), t: i18n.translator().translate };
}

/** The canonical path of the page shown: its deepest match's. */
const pagePathOf = (matches: AnyRouteMatch[]) => canonicalPath(matches[matches.length - 1]?.pathname ?? '/');

/** The record page the server wrote a head for (with its canonical link): it keeps the server's description. */
const isServerPage = (path: string) => Boolean(serverHead?.canonical) && serverHead?.path === path;

const appBase = () =>
  serverHead?.appBase ?? `${window.location.origin}${import.meta.env.BASE_URL.replace(/\/$/, '')}`;

/**
 * The root route's head, the default of every page: the site's name after the page's breadcrumb
 * name ("Catalogues · Photographers’ Catalogues"), the site's description, and the canonical
 * link of the page (the record a tab or panel belongs to; none on staff screens or a missing page).
 */
export function appHead(ctx: HeadContext) {
  const { t } = sourcesOf(ctx);
  const site = t('app_title');
  const leaf = ctx.matches[ctx.matches.length - 1];
  const path = pagePathOf(ctx.matches);
  const crumb = [...ctx.matches].reverse().find((match) => match.staticData?.crumb)?.staticData?.crumb;
  const title = path === '/' || !crumb ? site : pageTitle(t(crumb), site);
  const pageDescription = isServerPage(path) ? serverHead?.description : t('site_description');
  const isPage = leaf !== undefined && leaf.routeId !== '__root__' && !path.startsWith('/dashboard');
  return {
    meta: [{ title }, ...(pageDescription ? [{ name: 'description', content: pageDescription }] : [])],
    links: isPage ? [{ rel: 'canonical', href: canonicalUrl(appBase(), path) }] : [],
  };
}

/**
 * A screen of the navigation that describes itself (the statistics page): the root's title from
 * its breadcrumb name, and its introduction as the description in place of the site's.
 */
export function screenHead(ctx: HeadContext, descriptionKey: TranslationKey) {
  const { t } = sourcesOf(ctx);
  return { meta: [{ name: 'description', content: t(descriptionKey) }] };
}

/**
 * A record page's head: its name in the title and its description, once its data is in the cache
 * (the page's own call put it there). Until then, the page the app started on keeps the server's
 * title and others the record kind's name; the head is read again when the data arrives.
 */
function recordHead(
  ctx: HeadContext,
  record: { name: string; description: string } | undefined,
  kind: TranslationKey,
) {
  const { t } = sourcesOf(ctx);
  const path = pagePathOf(ctx.matches);
  const site = t('app_title');
  if (!record) {
    const serverTitle = isServerPage(path) ? serverHead?.title : undefined;
    return { meta: [{ title: serverTitle || pageTitle(t(kind), site) }] };
  }
  const content = isServerPage(path) && serverHead?.description ? serverHead.description : record.description;
  return { meta: [{ title: pageTitle(record.name, site) }, { name: 'description', content }] };
}

/** The catalogue page and its tabs: the catalogue's title; its full title, firms, places and dates. */
export function catalogueHead(ctx: HeadContext, id: string) {
  const { queryClient, locale } = sourcesOf(ctx);
  const catalogue = queryClient.getQueryData(catalogueQuery(id, locale).queryKey);
  const editions = catalogue?.editions ?? [];
  const unique = (names: string[]) => [...new Set(names.filter(Boolean))];
  return recordHead(
    ctx,
    catalogue && {
      name: catalogue.title,
      description: description([
        catalogue.mainTitle,
        factsLine([
          unique(editions.flatMap((edition) => edition.publishers.map((publisher) => publisher.name))).join(
            ', ',
          ),
          unique(
            editions.flatMap((edition) => edition.places.map((place) => placeNameIn(place.name, locale))),
          ).join(', '),
          unique(editions.map((edition) => edition.date ?? '')).join(', '),
        ]),
      ]),
    },
    'catalogue',
  );
}

/** An edition: its own title, else its catalogue's full title (as the server's head has it). */
export function editionHead(ctx: HeadContext, catalogueId: string, editionId: string) {
  const { queryClient, locale } = sourcesOf(ctx);
  // The editions' own call, else the catalogue's copy of them (as the edition view reads them).
  const editions =
    queryClient.getQueryData(catalogueEditionsQuery(catalogueId, locale).queryKey) ??
    queryClient.getQueryData(catalogueQuery(catalogueId, locale).queryKey)?.editions;
  const edition = editions?.find((candidate) => String(candidate.id) === editionId);
  const name = edition ? edition.title?.trim() || edition.catalogue.mainTitle : '';
  // The page the server wrote has the link among its own tags already.
  const manifestLinks =
    edition?.pdf && !isServerPage(pagePathOf(ctx.matches)) ? [iiifManifestLink(appBase(), edition.id)] : [];
  const head = recordHead(
    ctx,
    edition && {
      name,
      description: description([
        name,
        factsLine([
          edition.editionEnumeration,
          edition.publishers.map((publisher) => publisher.name).join(', '),
          edition.places.map((place) => placeNameIn(place.name, locale)).join(', '),
          edition.date,
        ]),
        edition.physicalDescription,
      ]),
    },
    'catalogue',
  );
  return { ...head, links: manifestLinks };
}

/** An edition in the Mirador viewer: "{title} in Mirador", once the edition is in the cache. */
export function miradorHead(ctx: HeadContext, catalogueId: string, editionId: string) {
  const { queryClient, locale, t } = sourcesOf(ctx);
  const editions = queryClient.getQueryData(catalogueEditionsQuery(catalogueId, locale).queryKey);
  const edition = editions?.find((candidate) => String(candidate.id) === editionId);
  const name = edition ? edition.title?.trim() || edition.catalogue.title : '';
  const title = name ? t('title_in_mirador', { title: name }) : t('mirador_viewer');
  return { meta: [{ title: pageTitle(title, t('app_title')) }] };
}

/** A place's page and its catalogues. */
export function placeHead(ctx: HeadContext, id: string) {
  const { queryClient, locale, t } = sourcesOf(ctx);
  const place = queryClient.getQueryData(placeQuery(id, locale).queryKey);
  const name = place ? placeNameIn(place.name, locale) : '';
  return recordHead(ctx, place && { name, description: t('place_page_description', { name }) }, 'place');
}

/** A publisher's page and its catalogues: the publisher's own description where staff wrote one. */
export function publisherHead(ctx: HeadContext, id: string) {
  const { queryClient, locale, t } = sourcesOf(ctx);
  const publisher = queryClient.getQueryData(publisherQuery(id, locale).queryKey);
  return recordHead(
    ctx,
    publisher && {
      name: publisher.name,
      description: description([
        publisher.description?.trim() || t('publisher_page_description', { name: publisher.name }),
      ]),
    },
    'publisher',
  );
}

/** A holder's catalogues, its only page. */
export function holderHead(ctx: HeadContext, id: string) {
  const { queryClient, t } = sourcesOf(ctx);
  const holder = queryClient.getQueryData(holderQuery(id).queryKey);
  return recordHead(
    ctx,
    holder && { name: holder.name, description: t('holder_page_description', { name: holder.name }) },
    'holder',
  );
}
