/** The entries of the public navigation; labels are translation keys. */
export const repositoryEntries = [
  { to: '/publisher', label: 'publishers' },
  { to: '/catalogues', label: 'catalogues' },
  { to: '/place', label: 'places' },
  { to: '/holders', label: 'holders' },
] as const;

export const mainEntries = [
  { to: '/browse', label: 'browse' },
  { to: '/search', label: 'search' },
  { to: '/contextual-search', label: 'contextual_search' },
  { to: '/maps', label: 'maps' },
  { to: '/navigate-list', label: 'navigate_list' },
  { to: '/statistics', label: 'statistics' },
] as const;
