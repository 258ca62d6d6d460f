import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { RetryNotice } from '@/components/retry-notice.tsx';
import { useI18n } from '@/i18n/i18n.tsx';
import { Link } from '@/ui/link.tsx';
import { useNotify } from '@/ui/notifications-context.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { TextAreaField } from '@/ui/text-area-field.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { publisherAuthorityFields } from '../../../../common/authority-ids.ts';
import { invalidateKeys } from '../api.ts';
import { AuthorityIdFields } from '../authority-id-fields.tsx';
import { authorityErrorsOf } from '../authority-ids.ts';
import * as formStyles from '../dashboard-list.css.ts';
import { DashboardList, useDashboardPage } from '../dashboard-list.tsx';
import type { DashboardListSearch } from '../dashboard-search.ts';
import { useEntityForm } from '../form.ts';
import { FormScreen } from '../form-screen.tsx';
import { requiredLabel } from '../required-label.tsx';
import { useConfirmDelete } from '../use-confirm-delete.tsx';
import {
  deletePublisher,
  type Publisher,
  publisherDataKeys,
  savePublisher,
  staffPublisherListQuery,
  staffPublisherQuery,
} from './api.ts';
import {
  activityOf,
  activityYears,
  type PublisherBody,
  type PublisherValues,
  publisherSchema,
  valuesOf,
} from './publisher-values.ts';

/** `/dashboard/publishers`: the publishers (photographers and firms), searched and paged. */
export function DashboardPublisherListPage({ search }: { search: DashboardListSearch }) {
  const { t } = useI18n();
  const query = useDashboardPage(staffPublisherListQuery(search));
  const remove = useConfirmDelete<Publisher>({
    remove: (publisher) => deletePublisher(publisher.id),
    invalidate: publisherDataKeys,
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
  const query = useQuery({ ...staffPublisherQuery(id ?? ''), enabled: id !== undefined });
  if (id === undefined) return <PublisherForm />;
  if (query.isError) return <RetryNotice onRetry={() => void query.refetch()} />;
  if (!query.data) return <Spinner />;
  return <PublisherForm key={query.data.id} publisher={query.data} />;
}

function PublisherForm({ publisher }: { publisher?: Publisher }) {
  const { t, tDynamic } = useI18n();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useEntityForm(valuesOf(publisher));
  const save = useMutation({
    mutationFn: (body: PublisherBody) => savePublisher(publisher?.id, body),
    onSuccess: async (saved) => {
      notify({ tone: 'success', title: t(publisher ? 'updated_successfully' : 'created_successfully') });
      form.markSaved(valuesOf(saved));
      await invalidateKeys(queryClient, publisherDataKeys);
      if (!publisher) {
        await navigate({
          to: '/dashboard/publishers/update/$id',
          params: { id: String(saved.id) },
          ignoreBlocker: true,
        });
      }
    },
    // The server's refusal of an authority id, at its field (the notification says it too).
    onError: (failure) => {
      const errors = authorityErrorsOf(failure, publisherAuthorityFields);
      if (errors) form.showErrors(errors);
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
      <AuthorityIdFields fields={publisherAuthorityFields} bind={form.bind} />
    </FormScreen>
  );
}
