import type { CataloguePageContext, Part } from './catalogue-page.machine.ts';

export type PartStatus = 'loading' | 'loaded' | 'failed';

export interface PartView<Data> {
  status: PartStatus;
  data: Data | null;
  error: unknown;
}

export interface CataloguePageView<Catalogue, Supplements, Editions> {
  catalogueId: string;
  catalogue: PartView<Catalogue>;
  supplements: PartView<Supplements>;
  editions: PartView<Editions>;
}

interface PageSnapshot<Catalogue, Supplements, Editions> {
  context: CataloguePageContext<Catalogue, Supplements, Editions>;
  value: unknown;
}

/** The three parts of the catalogue layout, each with its own status, data and error. */
export function selectCataloguePage<Catalogue, Supplements, Editions>(
  snapshot: PageSnapshot<Catalogue, Supplements, Editions>,
): CataloguePageView<Catalogue, Supplements, Editions> {
  const value = snapshot.value as Record<Part, PartStatus>;
  const { context } = snapshot;
  const part = <Data>(name: Part, data: Data | null): PartView<Data> => ({
    status: value[name],
    data: value[name] === 'loaded' ? data : null,
    error: value[name] === 'failed' ? context.errors[name] : null,
  });
  return {
    catalogueId: context.catalogueId,
    catalogue: part('catalogue', context.catalogue),
    supplements: part('supplements', context.supplements),
    editions: part('editions', context.editions),
  };
}
