/**
 * The tabs of the catalogue layout (spec section 2): first version, then '2º versions' and so on,
 * then supplementary content, then supplementary contents of. They appear only when there is
 * more than one edition or any supplementary content; each tab is a page with its own URL.
 */
export type CatalogueTab =
  | { key: string; kind: 'edition'; editionId: string; position: number }
  | { key: 'supplementary-content'; kind: 'supplementary-content' }
  | { key: 'supplementary-contents-of'; kind: 'supplementary-contents-of' };

export interface TabSources {
  editions: ReadonlyArray<{ id: number; position: number }>;
  supplementaryContents: number;
  supplementaryContentsOf: number;
}

export function catalogueTabs({
  editions,
  supplementaryContents,
  supplementaryContentsOf,
}: TabSources): CatalogueTab[] {
  const tabs: CatalogueTab[] = [...editions]
    .sort((a, b) => a.position - b.position)
    .map((edition) => ({
      key: `edition-${edition.id}`,
      kind: 'edition' as const,
      editionId: String(edition.id),
      position: edition.position,
    }));
  if (supplementaryContents > 0) tabs.push({ key: 'supplementary-content', kind: 'supplementary-content' });
  if (supplementaryContentsOf > 0)
    tabs.push({ key: 'supplementary-contents-of', kind: 'supplementary-contents-of' });
  const showTabs = editions.length > 1 || supplementaryContents > 0 || supplementaryContentsOf > 0;
  return showTabs ? tabs : [];
}

/** The tab of the current path: an edition (and its holder, place or publisher panels) or a supplement page. */
export function currentTabKey(pathname: string): string | null {
  const edition = /\/edition\/(\d+)(?:\/|$)/.exec(pathname);
  if (edition) return `edition-${edition[1]}`;
  if (/\/supplementary-contents-of\/?$/.test(pathname)) return 'supplementary-contents-of';
  if (/\/supplementary-content\/?$/.test(pathname)) return 'supplementary-content';
  return null;
}

/**
 * The tab shown as selected: the current path's, and on the catalogue's own address (which moves
 * on to its first version) already the first version's, so the tabs and their panel are drawn
 * once, before the redirect, and the redirect only fills the panel.
 */
export function selectedTabKey(pathname: string, tabs: readonly CatalogueTab[]): string | null {
  return currentTabKey(pathname) ?? tabs.find((tab) => tab.kind === 'edition')?.key ?? null;
}
