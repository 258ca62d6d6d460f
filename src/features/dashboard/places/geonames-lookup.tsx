import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatNumber } from '@/i18n/format.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import { Button } from '@/ui/button.tsx';
import { SearchField } from '@/ui/search-field.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { VisuallyHidden } from '@/ui/visually-hidden.tsx';
import * as listStyles from '../dashboard-list.css.ts';
import { geonamesSearchQuery } from './api.ts';
import type { GeoName } from './place-values.ts';
import * as styles from './places.css.ts';

export interface GeoNamesLookupProps {
  /** The text the search box starts with (the place's name). */
  initialText: string;
  onChoose: (geoname: GeoName) => void;
  /** The record whose names are being fetched, if any. */
  fillingId: number | null;
}

/**
 * The GeoNames lookup of the place form: a search (GET /geonames?q=) whose matches show name,
 * country, population and coordinates, each with a button that fills the form with it. Enter in
 * the search box looks up; it never submits the place form around it.
 */
export function GeoNamesLookup({ initialText, onChoose, fillingId }: GeoNamesLookupProps) {
  const { t, locale } = useI18n();
  const headingId = useId();
  const [text, setText] = useState(initialText);
  const [query, setQuery] = useState<string | null>(null);
  const results = useQuery({ ...geonamesSearchQuery(query ?? '', locale), enabled: Boolean(query) });
  const lookUp = (value = text) => setQuery(value.trim() || null);
  const geonames = results.data?.geonames;
  return (
    <div className={styles.panel}>
      <div className={styles.lookupRow}>
        <SearchField
          label={t('look_up_in_geonames')}
          clearLabel={t('clear')}
          description={t('geonames_lookup_hint')}
          value={text}
          onChange={setText}
          onSubmit={lookUp}
          maxLength={200}
          className={styles.lookupField}
        />
        <Button
          variant="secondary"
          className={styles.lookupButton}
          onPress={() => lookUp()}
          isPending={results.isFetching}
        >
          {t('search')}
        </Button>
      </div>
      <div role="status" className={styles.muted}>
        {geonames && geonames.length === 0 && t('no_matching_places_in_geonames')}
        {geonames &&
          geonames.length > 0 &&
          t('about_n_results', { n: formatNumber(results.data?.totalResultsCount ?? 0, locale) })}
      </div>
      {results.isLoading && <Spinner />}
      {geonames && geonames.length > 0 && (
        <section aria-labelledby={headingId} className={listStyles.tableFrame}>
          <h2 id={headingId} className={styles.panelTitle}>
            {t('geonames_results')}
          </h2>
          <table className={listStyles.table}>
            <caption>
              <VisuallyHidden>{t('geonames_results')}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('name')}</th>
                <th scope="col">{t('country')}</th>
                <th scope="col">{t('population')}</th>
                <th scope="col">{t('coordinates')}</th>
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {geonames.map((geoname) => (
                <tr key={geoname.geonameId}>
                  <th scope="row">{geoname.name}</th>
                  <td>{geoname.countryName || geoname.countryCode}</td>
                  <td className={styles.number}>{formatNumber(geoname.population, locale)}</td>
                  <td className={styles.number}>
                    {geoname.lat}, {geoname.lng}
                  </td>
                  <td>
                    <Button
                      variant="secondary"
                      aria-label={`${t('use_this_place')}: ${geoname.name}, ${geoname.countryName || geoname.countryCode}`}
                      isPending={fillingId === geoname.geonameId}
                      isDisabled={fillingId !== null && fillingId !== geoname.geonameId}
                      onPress={() => onChoose(geoname)}
                    >
                      {t('use_this_place')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
