import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { catalogueQuery } from '@/api/queries/catalogues.ts';
import { ScreenIntro } from '@/components/list-controls.tsx';
import { RetryNotice } from '@/components/retry-notice.tsx';
import { RowAction } from '@/components/row-action.tsx';
import { useI18n } from '@/i18n/i18n.tsx';
import { Button } from '@/ui/button.tsx';
import { Dialog, Modal } from '@/ui/dialog.tsx';
import { Link } from '@/ui/link.tsx';
import { useNotify } from '@/ui/notifications-context.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { TextAreaField } from '@/ui/text-area-field.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { VisuallyHidden } from '@/ui/visually-hidden.tsx';
import * as styles from '../dashboard-list.css.ts';
import { DialogFormActions } from '../dialog-form-actions.tsx';
import { useEntityForm } from '../form.ts';
import { SearchPicker } from '../search-picker.tsx';
import { useConfirmDelete } from '../use-confirm-delete.tsx';
import {
  deleteSupplement,
  markCataloguesStale,
  refreshSupplements,
  type SupplementaryContent,
  saveSupplement,
  staffSupplementKeys,
  staffSupplementsQuery,
  supplementPickerQuery,
} from './api.ts';
import {
  catalogueOption,
  type SupplementaryBody,
  supplementarySchema,
  valuesOf,
} from './supplementary-values.ts';

/**
 * `/dashboard/catalogues/{id}/supplementary`: the contents that supplement the catalogue (other
 * catalogues, or a titled note), to add, edit and delete.
 */
export function SupplementaryPage({ catalogueId }: { catalogueId: number }) {
  const { t, locale } = useI18n();
  const catalogue = useQuery(catalogueQuery(String(catalogueId), locale));
  const contents = useQuery(staffSupplementsQuery(catalogueId, locale));
  const queryClient = useQueryClient();
  // null: closed; 'new': adding; a content: editing it.
  const [editing, setEditing] = useState<SupplementaryContent | 'new' | null>(null);
  const remove = useConfirmDelete<SupplementaryContent>({
    remove: (content) => deleteSupplement(catalogueId, content.id),
    invalidate: [staffSupplementKeys.of(catalogueId)],
    onDeleted: () => void markCataloguesStale(queryClient),
  });
  const nameOf = (content: SupplementaryContent) => content.title ?? content.catalogue?.title ?? '';
  const items = contents.data;
  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <ScreenIntro title={t('supplementary_contents')} intro={catalogue.data?.title} />
        <div className={styles.actions}>
          <Link to="/dashboard/catalogues/$id" params={{ id: String(catalogueId) }} variant="button">
            {t('edit_catalogue')}
          </Link>
          <Link
            to="/catalogues/$id/supplementary-content"
            params={{ id: String(catalogueId) }}
            variant="button"
          >
            {t('view_public_page')}
          </Link>
          <Button variant="primary" onPress={() => setEditing('new')}>
            {t('add_supplementary_content')}
          </Button>
        </div>
      </div>
      {contents.isError && !items ? (
        <RetryNotice
          message={t('supplementary_contents_could_not_be_loaded')}
          onRetry={() => void contents.refetch()}
        />
      ) : !items ? (
        <Spinner />
      ) : items.length === 0 ? (
        <p>{t('no_supplementary_contents')}</p>
      ) : (
        <div className={styles.tableFrame}>
          <table className={styles.table}>
            <caption>
              <VisuallyHidden>{t('supplementary_contents')}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('catalogue')}</th>
                <th scope="col">{t('title')}</th>
                <th scope="col">{t('note')}</th>
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((content) => (
                <tr key={content.id}>
                  <th scope="row">
                    {content.catalogue ? (
                      <Link to="/catalogues/$id" params={{ id: String(content.catalogue.id) }}>
                        {catalogueOption(content.catalogue).label}
                      </Link>
                    ) : (
                      '–'
                    )}
                  </th>
                  <td>{content.title}</td>
                  <td>{content.note}</td>
                  <td>
                    <div className={styles.actions}>
                      <RowAction
                        label={t('edit')}
                        itemName={nameOf(content)}
                        onPress={() => setEditing(content)}
                      />
                      <RowAction
                        label={t('delete')}
                        itemName={nameOf(content)}
                        onPress={() => remove.ask(content)}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Modal
        isOpen={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      >
        {editing !== null && (
          <SupplementaryDialog
            key={editing === 'new' ? 'new' : editing.id}
            catalogueId={catalogueId}
            content={editing === 'new' ? undefined : editing}
            onClose={() => setEditing(null)}
          />
        )}
      </Modal>
      {remove.dialog}
    </div>
  );
}

function SupplementaryDialog({
  catalogueId,
  content,
  onClose,
}: {
  catalogueId: number;
  content?: SupplementaryContent;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const form = useEntityForm(valuesOf(content));
  const save = useMutation({
    mutationFn: (body: SupplementaryBody) => saveSupplement(catalogueId, content?.id, body),
    onSuccess: async () => {
      notify({ tone: 'success', title: t(content ? 'updated_successfully' : 'created_successfully') });
      await refreshSupplements(queryClient, catalogueId);
      onClose();
    },
  });
  return (
    <Dialog title={t(content ? 'edit_supplementary_content' : 'add_supplementary_content')}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          const body = form.check(supplementarySchema);
          if (body) save.mutate(body);
        }}
      >
        <SearchPicker
          label={t('catalogue')}
          value={form.values.catalogue}
          onChange={(value) => form.set('catalogue', value)}
          isInvalid={form.errors.catalogue !== undefined}
          errorMessage={form.errorText('catalogue')}
          query={supplementPickerQuery}
          exclude={catalogueId}
          autoFocus
        />
        <TextField label={t('title')} {...form.bind('title')} maxLength={1000} />
        <TextAreaField label={t('note')} {...form.bind('note')} maxLength={5000} rows={3} />
        <DialogFormActions onCancel={onClose} isPending={save.isPending} />
      </form>
    </Dialog>
  );
}
