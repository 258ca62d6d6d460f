import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { RetryNotice } from '@/components/retry-notice.tsx';
import { useI18n } from '@/i18n/i18n.tsx';
import { Link } from '@/ui/link.tsx';
import { useNotify } from '@/ui/notifications-context.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { holderAuthorityFields } from '../../../../common/authority-ids.ts';
import { invalidateKeys } from '../api.ts';
import { AuthorityIdFields } from '../authority-id-fields.tsx';
import { authorityErrorsOf, authorityIdSchema } from '../authority-ids.ts';
import { DashboardList, useDashboardPage } from '../dashboard-list.tsx';
import type { DashboardListSearch } from '../dashboard-search.ts';
import { useEntityForm } from '../form.ts';
import { FormScreen } from '../form-screen.tsx';
import { requiredLabel } from '../required-label.tsx';
import { useConfirmDelete } from '../use-confirm-delete.tsx';
import {
  deleteHolder,
  type Holder,
  holderDataKeys,
  saveHolder,
  staffHolderListQuery,
  staffHolderQuery,
} from './api.ts';

const optional = z.pipe(
  z.string(),
  z.transform((value) => value.trim() || null),
);
const holderSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'this_field_is_required'), z.maxLength(300)),
  label: optional.check(z.refine((value) => value === null || value.length <= 100, 'text_too_long')),
  prefix: optional.check(z.refine((value) => value === null || value.length <= 500, 'text_too_long')),
  wikidata: authorityIdSchema('wikidata'),
  isil: authorityIdSchema('isil'),
});

/** `/dashboard/holders`: the holding institutions, searched and paged, each to edit or delete. */
export function DashboardHolderListPage({ search }: { search: DashboardListSearch }) {
  const { t } = useI18n();
  const query = useDashboardPage(staffHolderListQuery(search));
  const remove = useConfirmDelete<Holder>({
    remove: (holder) => deleteHolder(holder.id),
    invalidate: holderDataKeys,
  });
  return (
    <>
      <DashboardList<Holder>
        from="/dashboard/holders/"
        title={t('holders')}
        search={search}
        searchLabel={t('search_holders')}
        create={
          <Link to="/dashboard/holders/create" variant="primary-button">
            {t('create_holder')}
          </Link>
        }
        query={query}
        itemKey={(holder) => holder.id}
        columns={[
          { key: 'name', header: t('name'), cell: (holder) => holder.name },
          { key: 'label', header: t('label'), cell: (holder) => holder.label },
          { key: 'catalogues', header: t('catalogues'), cell: (holder) => holder.catalogues },
        ]}
        itemName={(holder) => holder.name}
        editLink={(holder, props) => (
          <Link to="/dashboard/holders/update/$id" params={{ id: String(holder.id) }} {...props} />
        )}
        onDelete={remove.ask}
      />
      {remove.dialog}
    </>
  );
}

interface HolderValues {
  name: string;
  label: string;
  prefix: string;
  /** Authority ids as typed: Wikidata, ISIL. */
  wikidata: string;
  isil: string;
}

const valuesOf = (holder?: Holder): HolderValues => ({
  name: holder?.name ?? '',
  label: holder?.label ?? '',
  prefix: holder?.prefix ?? '',
  wikidata: holder?.wikidata ?? '',
  isil: holder?.isil ?? '',
});

/** `/dashboard/holders/create` and `/dashboard/holders/update/{id}`. */
export function HolderFormPage({ id }: { id?: string }) {
  const query = useQuery({ ...staffHolderQuery(id ?? ''), enabled: id !== undefined });
  if (id === undefined) return <HolderForm />;
  if (query.isError) return <RetryNotice onRetry={() => void query.refetch()} />;
  if (!query.data) return <Spinner />;
  return <HolderForm key={query.data.id} holder={query.data} />;
}

function HolderForm({ holder }: { holder?: Holder }) {
  const { t } = useI18n();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useEntityForm(valuesOf(holder));
  const save = useMutation({
    mutationFn: (body: z.infer<typeof holderSchema>) => saveHolder(holder?.id, body),
    onSuccess: async (saved) => {
      notify({ tone: 'success', title: t(holder ? 'updated_successfully' : 'created_successfully') });
      form.markSaved(valuesOf(saved));
      await invalidateKeys(queryClient, holderDataKeys);
      if (!holder) {
        await navigate({
          to: '/dashboard/holders/update/$id',
          params: { id: String(saved.id) },
          ignoreBlocker: true,
        });
      }
    },
    // The server's refusal of an authority id, at its field (the notification says it too).
    onError: (failure) => {
      const errors = authorityErrorsOf(failure, holderAuthorityFields);
      if (errors) form.showErrors(errors);
    },
  });
  return (
    <FormScreen
      title={t(holder ? 'edit_holder' : 'create_holder')}
      links={
        <Link to="/dashboard/holders" variant="inline">
          {t('back_to_list')}
        </Link>
      }
      dirty={form.dirty}
      isSaving={save.isPending}
      onSubmit={() => {
        const body = form.check(holderSchema);
        if (body) save.mutate(body);
      }}
      onCancel={() => void navigate({ to: '/dashboard/holders' })}
    >
      <TextField
        label={requiredLabel(t('name'))}
        description={t('holder_name')}
        {...form.bind('name')}
        isRequired
        maxLength={300}
        autoFocus={!holder}
      />
      <TextField
        label={t('label')}
        description={t('holder_label_hint')}
        {...form.bind('label')}
        maxLength={100}
      />
      <TextField
        label={t('prefix')}
        description={t('holder_prefix_hint')}
        {...form.bind('prefix')}
        maxLength={500}
      />
      <AuthorityIdFields fields={holderAuthorityFields} bind={form.bind} />
    </FormScreen>
  );
}
