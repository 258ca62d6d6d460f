import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ApiError } from '@/api/api-error.ts';
import { RetryNotice } from '@/components/retry-notice.tsx';
import { useI18n } from '@/i18n/i18n.tsx';
import { Button } from '@/ui/button.tsx';
import { Link } from '@/ui/link.tsx';
import { useNotify } from '@/ui/notifications-context.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { DashboardList, useDashboardPage } from '../dashboard-list.tsx';
import type { DashboardListSearch } from '../dashboard-search.ts';
import { useEntityForm } from '../form.ts';
import { FormScreen } from '../form-screen.tsx';
import { requiredLabel } from '../required-label.tsx';
import { useConfirmDelete } from '../use-confirm-delete.tsx';
import {
  type Catalogue,
  catalogueIdOf,
  deleteCatalogue,
  refreshCatalogueData,
  saveCatalogue,
  staffCatalogueKeys,
  staffCatalogueListQuery,
  staffCatalogueQuery,
} from './api.ts';
import {
  type CatalogueInput,
  type CatalogueValues,
  catalogueSchema,
  catalogueValuesOf,
  firstEditionOf,
} from './catalogue-form.ts';
import { CatalogueNav } from './catalogue-nav.tsx';
import { CatalogueNotFound } from './catalogue-not-found.tsx';
import * as styles from './catalogues.css.ts';
import { EditionFields, type EditionFieldsProps } from './edition-fields.tsx';

/** `/dashboard`: the catalogues (supplements too), searched and paged, each to edit, view or delete. */
export function DashboardCatalogueListPage({ search }: { search: DashboardListSearch }) {
  const { t, locale } = useI18n();
  const query = useDashboardPage(staffCatalogueListQuery(search, locale));
  const queryClient = useQueryClient();
  const remove = useConfirmDelete<Catalogue>({
    remove: (catalogue) => deleteCatalogue(catalogue.id),
    invalidate: [staffCatalogueKeys.all],
    // The public pages showed the deleted catalogue too.
    onDeleted: () => void refreshCatalogueData(queryClient),
  });
  return (
    <>
      <DashboardList<Catalogue>
        from="/dashboard/"
        title={t('catalogues')}
        search={search}
        searchLabel={t('search_catalogues')}
        create={
          <Link to="/dashboard/catalogues/create" variant="primary-button">
            {t('create_catalogue')}
          </Link>
        }
        query={query}
        itemKey={(catalogue) => catalogue.id}
        columns={[
          { key: 'title', header: t('title'), cell: (catalogue) => catalogue.title },
          {
            key: 'publisher',
            header: t('publisher'),
            cell: (catalogue) =>
              firstEditionOf(catalogue)
                ?.publishers.map((publisher) => publisher.name)
                .join(', '),
          },
          { key: 'year', header: t('year'), cell: (catalogue) => catalogue.year },
          { key: 'editions', header: t('editions'), cell: (catalogue) => catalogue.editionCount },
        ]}
        itemName={(catalogue) => catalogue.title}
        editLink={(catalogue, props) => (
          <Link to="/dashboard/catalogues/$id" params={{ id: String(catalogue.id) }} {...props} />
        )}
        moreActions={(catalogue, props) => (
          <Link
            to="/catalogues/$id"
            params={{ id: String(catalogue.id) }}
            {...props(t('view_public_page'))}
          />
        )}
        onDelete={remove.ask}
      />
      {remove.dialog}
    </>
  );
}

/** `/dashboard/catalogues/create` and `/dashboard/catalogues/{id}`. */
export function CatalogueFormPage({ id }: { id?: string }) {
  const { locale } = useI18n();
  const catalogueId = id === undefined ? null : catalogueIdOf(id);
  const query = useQuery({ ...staffCatalogueQuery(catalogueId ?? 0, locale), enabled: catalogueId !== null });
  if (id === undefined) return <CatalogueForm />;
  if (catalogueId === null) return <CatalogueNotFound />;
  if (query.error instanceof ApiError && query.error.status === 404) return <CatalogueNotFound />;
  if (query.isError) return <RetryNotice onRetry={() => void query.refetch()} />;
  if (!query.data) return <Spinner />;
  return <CatalogueForm key={`${query.data.id}-${locale}`} catalogue={query.data} />;
}

function CatalogueForm({ catalogue }: { catalogue?: Catalogue }) {
  const { t, locale } = useI18n();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useEntityForm<CatalogueValues>(catalogueValuesOf(catalogue, locale));
  const save = useMutation({
    mutationFn: (body: CatalogueInput) => saveCatalogue(catalogue?.id, body),
    onSuccess: async (saved) => {
      notify({ tone: 'success', title: t(catalogue ? 'catalogue_updated' : 'catalogue_created') });
      // The answer has no place names in the locale (no `lang`): keep the names the form shows.
      form.markSaved(form.values);
      await refreshCatalogueData(queryClient);
      if (!catalogue) {
        await navigate({
          to: '/dashboard/catalogues/$id',
          params: { id: String(saved.id) },
          ignoreBlocker: true,
        });
      }
    },
  });
  const remove = useConfirmDelete<Catalogue>({
    remove: (deleted) => deleteCatalogue(deleted.id),
    invalidate: [staffCatalogueKeys.all],
    onDeleted: () => {
      void refreshCatalogueData(queryClient);
      void navigate({ to: '/dashboard', ignoreBlocker: true });
    },
  });
  return (
    <FormScreen
      title={t(catalogue ? 'edit_catalogue' : 'create_catalogue')}
      links={
        <div className={styles.headerLinks}>
          {catalogue && <CatalogueNav id={catalogue.id} />}
          <Link to="/dashboard" variant="inline">
            {t('back_to_list')}
          </Link>
        </div>
      }
      dirty={form.dirty}
      isSaving={save.isPending}
      onSubmit={() => {
        const body = form.check(catalogueSchema);
        if (body) save.mutate(body);
      }}
      onCancel={() => void navigate({ to: '/dashboard' })}
      after={
        catalogue && (
          <div className={styles.dangerZone}>
            <Button variant="danger" onPress={() => remove.ask(catalogue)}>
              {t('delete_catalogue')}
            </Button>
            {remove.dialog}
          </div>
        )
      }
    >
      <TextField
        label={requiredLabel(t('main_title'))}
        {...form.bind('mainTitle')}
        isRequired
        maxLength={1000}
        autoFocus={!catalogue}
      />
      <TextField
        label={t('title')}
        description={t('short_title_hint')}
        {...form.bind('title')}
        maxLength={300}
      />
      <EditionFields values={form.values} set={form.set as EditionFieldsProps['set']} errors={form.errors} />
    </FormScreen>
  );
}
