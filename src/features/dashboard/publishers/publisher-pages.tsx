import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { components } from '../../../../openapi/generated/catalogue';
import { expectOk, unwrap } from '../../../api/api-error.ts';
import { catalogueApi } from '../../../api/clients.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { Link } from '../../../ui/link.tsx';
import { notify } from '../../../ui/notifications.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { RetryNotice } from '../../lists/retry-notice.tsx';
import * as formStyles from '../dashboard-list.css.ts';
import { DashboardList, useDashboardPage } from '../dashboard-list.tsx';
import type { DashboardListSearch } from '../dashboard-search.ts';
import { useEntityForm } from '../form.ts';
import { FormScreen } from '../form-screen.tsx';
import { requiredLabel } from '../required-label.tsx';
import { useConfirmDelete } from '../use-confirm-delete.tsx';
import {
  activityOf,
  activityYears,
  type PublisherBody,
  type PublisherValues,
  publisherSchema,
  valuesOf,
} from './publisher-values.ts';

type Publisher = components['schemas']['Publisher'];

const publishersKey = ['dashboard', 'publishers'] as const;

/** `/dashboard/publishers`: the publishers (photographers and firms), searched and paged. */
export function PublisherListPage({ search }: { search: DashboardListSearch }) {
  const { t } = useI18n();
  const query = useDashboardPage(publishersKey, search, async ({ q, page, perPage }) => {
    const { publishers, pagination } = await unwrap(
      catalogueApi.GET('/publishers', { params: { query: { name: q, page, 'per-page': perPage } } }),
    );
    return { items: publishers, count: pagination.count, pages: pagination.pages };
  });
  const remove = useConfirmDelete<Publisher>({
    remove: (publisher) =>
      expectOk(catalogueApi.DELETE('/publishers/{id}', { params: { path: { id: publisher.id } } })),
    invalidate: [publishersKey],
  });
  return (
    <>
      <DashboardList<Publisher>
        from="/dashboard/publishers/"
        title={t('publishers')}
        search={search}
        searchLabel={t('search_publishers')}
        create={
          <Link to="/dashboard/publishers/create" variant="primary-button">
            {t('create_publisher')}
          </Link>
        }
        query={query}
        itemKey={(publisher) => publisher.id}
        columns={[
          { key: 'name', header: t('name'), cell: (publisher) => publisher.name },
          { key: 'years', header: t('years_of_activity'), cell: activityOf },
          { key: 'catalogues', header: t('catalogues'), cell: (publisher) => publisher.catalogues },
        ]}
        itemName={(publisher) => publisher.name}
        editLink={(publisher, props) => (
          <Link to="/dashboard/publishers/update/$id" params={{ id: String(publisher.id) }} {...props} />
        )}
        onDelete={remove.ask}
      />
      {remove.dialog}
    </>
  );
}

/** `/dashboard/publishers/create` and `/dashboard/publishers/update/{id}`. */
export function PublisherFormPage({ id }: { id?: string }) {
  const query = useQuery({
    queryKey: [...publishersKey, 'one', id],
    enabled: id !== undefined,
    queryFn: async () => {
      const { publisher } = await unwrap(
        catalogueApi.GET('/publishers/{id}', { params: { path: { id: Number(id) } } }),
      );
      const [first] = publisher;
      if (!first) throw new Error('The publisher answer holds no publisher');
      return first;
    },
  });
  if (id === undefined) return <PublisherForm />;
  if (query.isError) return <RetryNotice onRetry={() => void query.refetch()} />;
  if (!query.data) return <Spinner />;
  return <PublisherForm key={query.data.id} publisher={query.data} />;
}

function PublisherForm({ publisher }: { publisher?: Publisher }) {
  const { t, tDynamic } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useEntityForm(valuesOf(publisher));
  const save = useMutation({
    mutationFn: async (body: PublisherBody) => {
      const { publisher: saved } = publisher
        ? await unwrap(catalogueApi.PUT('/publishers/{id}', { params: { path: { id: publisher.id } }, body }))
        : await unwrap(catalogueApi.POST('/publishers', { body }));
      const [first] = saved;
      if (!first) throw new Error('The publisher answer holds no publisher');
      return first;
    },
    onSuccess: async (saved) => {
      notify({ tone: 'success', title: t(publisher ? 'updated_successfully' : 'created_successfully') });
      form.markSaved(valuesOf(saved));
      await queryClient.invalidateQueries({ queryKey: publishersKey });
      if (!publisher) {
        await navigate({
          to: '/dashboard/publishers/update/$id',
          params: { id: String(saved.id) },
          ignoreBlocker: true,
        });
      }
    },
  });
  const errorOf = (field: keyof PublisherValues) => {
    const key = form.errors[field];
    return key ? tDynamic(key, activityYears) : undefined;
  };
  const yearField = (field: 'activeFrom' | 'activeTo', label: string) => (
    <TextField
      label={label}
      value={form.values[field]}
      onChange={(value) => form.set(field, value)}
      inputMode="numeric"
      maxLength={4}
      placeholder={`${activityYears.min}–${activityYears.max}`}
      isInvalid={form.errors[field] !== undefined}
      errorMessage={errorOf(field)}
    />
  );
  return (
    <FormScreen
      title={t(publisher ? 'edit_publisher' : 'create_publisher')}
      links={
        <Link to="/dashboard/publishers" variant="inline">
          {t('back_to_list')}
        </Link>
      }
      dirty={form.dirty}
      isSaving={save.isPending}
      onSubmit={() => {
        const body = form.check(publisherSchema);
        if (body) save.mutate(body);
      }}
      onCancel={() => void navigate({ to: '/dashboard/publishers' })}
    >
      <TextField
        label={requiredLabel(t('name'))}
        description={t('publisher_name_hint')}
        {...form.bind('name')}
        isRequired
        maxLength={300}
        autoFocus={!publisher}
      />
      <TextAreaField
        label={t('description')}
        description={t('publisher_description_hint')}
        {...form.bind('description')}
        maxLength={5000}
        rows={4}
      />
      <div className={formStyles.formRow}>
        {yearField('activeFrom', t('active_from'))}
        {yearField('activeTo', t('active_to'))}
      </div>
    </FormScreen>
  );
}
