import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { RetryNotice } from '@/components/retry-notice.tsx';
import { formatNumber } from '@/i18n/format.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import { languageLabel } from '@/i18n/language-label.ts';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { Link } from '@/ui/link.tsx';
import { useNotify } from '@/ui/notifications-context.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { invalidateKeys } from '../api.ts';
import { DashboardList, useDashboardPage } from '../dashboard-list.tsx';
import type { DashboardListSearch } from '../dashboard-search.ts';
import { useEntityForm } from '../form.ts';
import { FormScreen } from '../form-screen.tsx';
import { requiredLabel } from '../required-label.tsx';
import { useConfirmDelete } from '../use-confirm-delete.tsx';
import {
  deletePlace,
  geonameNames,
  type Place,
  placeDataKeys,
  savePlace,
  staffPlaceListQuery,
  staffPlaceQuery,
} from './api.ts';
import { GeoNamesLookup } from './geonames-lookup.tsx';
import { MoveEditions } from './move-editions.tsx';
import {
  type GeoName,
  namePrefixes,
  type PlaceBody,
  type PlaceValues,
  placeLabel,
  placeSchema,
  requiredNameLanguage,
  valuesOf,
  withGeoName,
} from './place-values.ts';
import * as styles from './places.css.ts';

/** `/dashboard/places`: the places, searched in every language and paged, each to edit or delete. */
export function DashboardPlaceListPage({ search }: { search: DashboardListSearch }) {
  const { t, locale } = useI18n();
  const query = useDashboardPage(staffPlaceListQuery(search));
  const remove = useConfirmDelete<Place>({
    remove: (place) => deletePlace(place.id),
    invalidate: placeDataKeys,
  });
  return (
    <>
      <DashboardList<Place>
        from="/dashboard/places/"
        title={t('places')}
        search={search}
        searchLabel={t('search_places')}
        create={
          <Link to="/dashboard/places/create" variant="primary-button">
            {t('create_place')}
          </Link>
        }
        query={query}
        itemKey={(place) => place.id}
        columns={[
          { key: 'name', header: t('name'), cell: (place) => placeLabel(place, locale) },
          { key: 'original', header: t('original_place_name'), cell: (place) => place.originalName },
          { key: 'country', header: t('country'), cell: (place) => place.countryCode },
          { key: 'catalogues', header: t('catalogues'), cell: (place) => place.catalogues },
        ]}
        itemName={(place) => placeLabel(place, locale)}
        editLink={(place, props) => (
          <Link to="/dashboard/places/update/$id" params={{ id: String(place.id) }} {...props} />
        )}
        onDelete={remove.ask}
      />
      {remove.dialog}
    </>
  );
}

/** `/dashboard/places/create` and `/dashboard/places/update/{id}`. */
export function PlaceFormPage({ id }: { id?: string }) {
  const query = useQuery({ ...staffPlaceQuery(id ?? ''), enabled: id !== undefined });
  if (id === undefined) return <PlaceForm />;
  if (query.isError) return <RetryNotice onRetry={() => void query.refetch()} />;
  if (!query.data) return <Spinner />;
  return <PlaceForm key={query.data.id} place={query.data} />;
}

function PlaceForm({ place }: { place?: Place }) {
  const { t, tDynamic, locale, languages } = useI18n();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useEntityForm(valuesOf(place));
  // The values when an answer arrives, not when its request left (typing may go on meanwhile).
  const latest = useRef(form.values);
  latest.current = form.values;
  const prefixes = namePrefixes(
    languages.map((language) => language.prefix),
    form.values.names,
  );
  const languageName = (prefix: string) => {
    const language = languages.find((candidate) => candidate.prefix.toUpperCase() === prefix);
    return language
      ? languageLabel(language, tDynamic)
      : languageLabel({ prefix, name: prefix, key: `title_language_${prefix.toLowerCase()}` }, tDynamic);
  };

  const save = useMutation({
    mutationFn: (body: PlaceBody) => savePlace(place?.id, body),
    onSuccess: async (saved) => {
      notify({ tone: 'success', title: t(place ? 'updated_successfully' : 'created_successfully') });
      form.markSaved(valuesOf(saved));
      await invalidateKeys(queryClient, placeDataKeys);
      if (!place) {
        await navigate({
          to: '/dashboard/places/update/$id',
          params: { id: String(saved.id) },
          ignoreBlocker: true,
        });
      }
    },
  });

  // Choosing a GeoNames record fetches its name in every language, then fills the form.
  const fill = useMutation({
    mutationFn: async (geoname: GeoName) => ({
      geoname,
      names: await geonameNames(geoname.geonameId, prefixes),
    }),
    onSuccess: ({ geoname, names }) => {
      const next = withGeoName(latest.current, geoname, names);
      for (const key of Object.keys(next) as Array<keyof PlaceValues>) form.set(key, next[key]);
    },
  });
  const [replacing, setReplacing] = useState<GeoName | null>(null);
  const choose = (geoname: GeoName) => {
    const current = form.values.geonameId;
    if (place && current !== null && current !== geoname.geonameId) setReplacing(geoname);
    else fill.mutate(geoname);
  };

  const setName = (prefix: string, value: string) =>
    form.set('names', { ...form.values.names, [prefix]: value });
  const { geonameId, countryCode, latitude, longitude } = form.values;
  return (
    <>
      <FormScreen
        title={t(place ? 'edit_place' : 'create_place')}
        links={
          <Link to="/dashboard/places" variant="inline">
            {t('back_to_list')}
          </Link>
        }
        dirty={form.dirty}
        isSaving={save.isPending}
        onSubmit={() => {
          const body = form.check(placeSchema);
          if (body) save.mutate(body);
        }}
        onCancel={() => void navigate({ to: '/dashboard/places' })}
        after={place && <MoveEditions place={place} />}
      >
        <GeoNamesLookup
          initialText={place ? placeLabel(place, locale) : ''}
          onChoose={choose}
          fillingId={fill.isPending ? (fill.variables?.geonameId ?? null) : null}
        />
        <TextField label={t('original_place_name')} {...form.bind('originalName')} maxLength={300} />
        <h2 className={styles.panelTitle}>{t('geonames_record')}</h2>
        <div aria-live="polite">
          {geonameId === null ? (
            <p className={styles.muted}>{t('no_geonames_record_chosen')}</p>
          ) : (
            <dl className={styles.record}>
              <dt className={styles.recordTerm}>{t('geonames_id')}</dt>
              <dd className={styles.recordValue}>{geonameId}</dd>
              <dt className={styles.recordTerm}>{t('country')}</dt>
              <dd className={styles.recordValue}>{countryCode ?? '–'}</dd>
              <dt className={styles.recordTerm}>{t('coordinates')}</dt>
              <dd className={styles.recordValue}>
                {latitude !== null && longitude !== null
                  ? `${formatNumber(latitude, locale)}, ${formatNumber(longitude, locale)}`
                  : '–'}
              </dd>
            </dl>
          )}
        </div>
        <fieldset className={styles.panel}>
          <legend className={styles.panelTitle}>{t('names_per_language')}</legend>
          {prefixes.map((prefix) => {
            const required = prefix === requiredNameLanguage;
            const label = t('name_in_language', { language: languageName(prefix) });
            return (
              <TextField
                key={prefix}
                label={required ? requiredLabel(label) : label}
                value={form.values.names[prefix] ?? ''}
                onChange={(value) => setName(prefix, value)}
                isRequired={required}
                isInvalid={required && form.errors.names !== undefined}
                errorMessage={required ? form.errorText('names') : undefined}
                maxLength={300}
              />
            );
          })}
        </fieldset>
        <TextField label={t('label')} {...form.bind('label')} maxLength={300} />
        <TextField label={t('prefix')} {...form.bind('prefix')} maxLength={500} />
      </FormScreen>
      <ConfirmDialog
        isOpen={replacing !== null}
        message={t('the_current_place_will_be_replaced_do_you_want_to_proceed')}
        cancelLabel={t('cancel')}
        confirmLabel={t('ok')}
        tone="default"
        onConfirm={() => {
          if (replacing) fill.mutate(replacing);
          setReplacing(null);
        }}
        onCancel={() => setReplacing(null)}
      />
    </>
  );
}
