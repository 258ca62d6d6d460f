import { z } from 'zod/mini';
import { flag } from '@/lib/list-search.ts';
import { lenient } from '@/lib/search-values.ts';
import { dashboardListSearch } from '../dashboard-search.ts';

/**
 * The translations page's URL state: search text, page, the language being translated, the group
 * and the 'Untranslated only' filter, so a reload or a shared link shows the same texts.
 */
export const translationsSearch = z.extend(dashboardListSearch, {
  lang: lenient(
    z.pipe(
      z.string().check(z.regex(/^[A-Za-z]{2,3}$/)),
      z.transform((value) => value.toUpperCase()),
    ),
  ),
  group: lenient(z.string().check(z.minLength(1), z.maxLength(100))),
  untranslated: flag,
});
export type TranslationsSearch = z.infer<typeof translationsSearch>;

/** `/dashboard/translations/translation`: the key to edit, and the list's state to go back to. */
export const translationSearch = z.extend(translationsSearch, {
  key: lenient(z.string().check(z.minLength(1), z.maxLength(200))),
});
export type TranslationSearch = z.infer<typeof translationSearch>;

/** Texts per page of the translations list. */
export const translationsPageSize = 25;
