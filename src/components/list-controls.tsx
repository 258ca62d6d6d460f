import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '@/i18n/i18n.tsx';
import { Button } from '@/ui/button.tsx';
import { deferredModule, useDeferredModule } from '@/ui/deferred.ts';
import { Link } from '@/ui/link.tsx';
import { SearchField } from '@/ui/search-field.tsx';
import * as filterStyles from './filters.css.ts';
import * as styles from './lists.css.ts';

/** The screens with the alphabet bar: the catalogue, place, publisher and holder lists. */
export type LetterListPath =
  | '/catalogues/'
  | '/browse/catalogues'
  | '/place/'
  | '/browse/places'
  | '/publisher/'
  | '/browse/publishers'
  | '/holders/';
/** The screens whose search and filters these controls change: the lists, the PDF search, the maps. */
export type ListPath = LetterListPath | '/search' | '/maps/catalogues' | '/maps/publishers' | '/statistics';
/** The screens whose list pages are in the URL. */
export type PagedListPath =
  | LetterListPath
  | '/search'
  | '/contextual-search'
  | '/holders/$id/catalogues'
  | '/place/$id/catalogues'
  | '/publisher/$id/catalogues';

/**
 * Where a screen writes its URL state: the current address. The screen's route, given to
 * `useNavigate({ from })`, types the update; the address is resolved against the one the visitor is
 * at (or on the way to), not the route's, so a change that arrives late (the search box after a
 * pause, a popup closing as its link is followed, a nested route's panel open) never pulls them
 * back to the screen or closes the panel.
 */
export const currentAddress = { to: '.', unsafeRelative: 'path' } as const;

/**
 * Changes the URL state of the list screen at `from` (its route's path). A new search or filter
 * starts again at page 1 (the page is left out); typing replaces the history entry rather than
 * adding one per letter.
 */
export function useListNavigation<Search extends object>(from: ListPath) {
  const navigate = useNavigate({ from });
  return useCallback(
    (patch: Partial<Search> & { page?: number }, options: { replace?: boolean } = {}) =>
      navigate({
        ...currentAddress,
        search: (previous) => ({ ...previous, page: undefined, ...patch }),
        replace: options.replace ?? false,
        resetScroll: false,
      }),
    [navigate],
  );
}

/** Keeps the URL's page of the screen at `from` in step with the pages on screen, without a history entry per page. */
export function usePageInUrl(from: PagedListPath) {
  const navigate = useNavigate({ from });
  return useCallback(
    (page: number) =>
      navigate({
        ...currentAddress,
        search: (previous) => ({ ...previous, page: page > 1 ? page : undefined }),
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  );
}

export interface ListSearchBoxProps {
  value: string | undefined;
  label: string;
  onSearch: (text: string | undefined) => void;
}

/** The list's search box: the list follows the typing after a short pause, or at once on Enter. */
export function ListSearchBox({ value, label, onSearch }: ListSearchBoxProps) {
  const { t } = useI18n();
  const [text, setText] = useState(value ?? '');
  const timer = useRef<number | undefined>(undefined);
  // A change of the URL from elsewhere (back button, a letter, clearing) shows in the box.
  useEffect(() => setText(value ?? ''), [value]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const searchNow = (next: string) => {
    window.clearTimeout(timer.current);
    const trimmed = next.trim() || undefined;
    if (trimmed !== value) onSearch(trimmed);
  };
  return (
    <SearchField
      label={label}
      clearLabel={t('clear')}
      placeholder={t('search_placeholder')}
      value={text}
      onChange={(next) => {
        setText(next);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => searchNow(next), 400);
      }}
      onSubmit={searchNow}
      onClear={() => searchNow('')}
      className={styles.searchBox}
    />
  );
}

const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'];

/**
 * The alphabet bar: each letter is a link, so a letter's list can be bookmarked and shared. The
 * current letter is marked whatever else the URL holds (page, filters), which the router's own
 * active-link matching would not do.
 */
export function LetterBar({ active, from }: { active: string | undefined; from: LetterListPath }) {
  const { t } = useI18n();
  const entries = [
    { value: undefined, label: t('all') },
    ...letters.map((letter) => ({ value: letter, label: letter })),
  ];
  return (
    <nav aria-label={t('filter_by_initial_letter')} className={styles.letterBar}>
      <ul className={styles.letterList}>
        {entries.map((entry) => {
          return (
            <li key={entry.label}>
              <Link
                {...currentAddress}
                from={from}
                search={(previous) => ({ ...previous, letter: entry.value, page: undefined })}
                resetScroll={false}
                variant="plain"
                className={styles.letterLink}
                aria-label={entry.value ? t('starting_with_letter', { letter: entry.label }) : undefined}
                activeProps={{}}
                aria-current={entry.value === active ? 'page' : undefined}
              >
                {entry.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export interface FilterDrawerProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  activeCount: number;
  children: ReactNode;
}

const drawerModule = deferredModule(() => import('@/ui/drawer.tsx'));

/**
 * The Filters button and the drawer it opens; whether it is open is part of the URL state. The
 * drawer's code (react-aria's modal and dialog) comes after the first paint, or at once when the
 * drawer is opened before that (by the button, or by the URL).
 */
export function FilterDrawer({ isOpen, onOpenChange, activeCount, children }: FilterDrawerProps) {
  const { t } = useI18n();
  const [drawer, requestDrawer] = useDeferredModule(drawerModule);
  useEffect(() => {
    if (isOpen && !drawer) requestDrawer();
  }, [isOpen, drawer, requestDrawer]);
  return (
    <>
      <Button variant="secondary" onPress={() => onOpenChange(true)} aria-expanded={isOpen}>
        {activeCount > 0 ? `${t('filters')} (${activeCount})` : t('filters')}
      </Button>
      {drawer && (
        <drawer.Drawer
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          title={t('filters')}
          closeLabel={t('close')}
          side="right"
        >
          <div className={filterStyles.drawerBody}>{children}</div>
        </drawer.Drawer>
      )}
    </>
  );
}

export function ScreenIntro({ title, intro }: { title: string; intro?: string }) {
  return (
    <header className={styles.screenHeader}>
      <h1 className={styles.screenTitle}>{title}</h1>
      {intro && <p className={styles.screenIntro}>{intro}</p>}
    </header>
  );
}
