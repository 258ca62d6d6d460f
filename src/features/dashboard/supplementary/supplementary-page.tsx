import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import type { components } from '../../../../openapi/generated/catalogue';
import { expectOk, unwrap } from '../../../api/api-error.ts';
import { catalogueApi } from '../../../api/clients.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog, DialogActions, Modal } from '../../../ui/dialog.tsx';
import { Link } from '../../../ui/link.tsx';
import { notify } from '../../../ui/notifications.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';
import { catalogueQuery } from '../../entities/entity-queries.ts';
import { ScreenIntro } from '../../lists/list-controls.tsx';
import { RetryNotice } from '../../lists/retry-notice.tsx';
import * as styles from '../dashboard-list.css.ts';
import { useEntityForm } from '../form.ts';
import { type PickerOption, SearchPicker } from '../search-picker.tsx';
import { useConfirmDelete } from '../use-confirm-delete.tsx';
import {
  catalogueOption,
  type SupplementaryBody,
  supplementarySchema,
  valuesOf,
} from './supplementary-values.ts';

type SupplementaryContent = components['schemas']['SupplementaryContent'];

const supplementsKey = (catalogueId: number) => ['dashboard', 'supplementary-contents', catalogueId] as const;

async function searchCatalogueOptions(text: string): Promise<PickerOption[]> {
  const { catalogues } = await unwrap(
    catalogueApi.GET('/catalogues', {
      params: { query: { title: text || undefined, 'per-page': 20, 'include-supplements': true } },
    }),
  );
  return catalogues.map(catalogueOption);
}

/**
 * `/dashboard/catalogues/{id}/supplementary`: the contents that supplement the catalogue (other
 * catalogues, or a titled note), to add, edit and delete.
 */
export function SupplementaryPage({ catalogueId }: { catalogueId: number }) {
  const { t, locale } = useI18n();
  const catalogue = useQuery(catalogueQuery(String(catalogueId), locale));
  const contents = useQuery({
    queryKey: [...supplementsKey(catalogueId), locale],
    queryFn: async () =>
      (
        await unwrap(
          catalogueApi.GET('/catalogues/{id}/supplementary-contents', {
            params: { path: { id: catalogueId }, query: { lang: locale } },
          }),
        )
      ).supplementaryContents,
  });
  // null: closed; 'new': adding; a content: editing it.
  const [editing, setEditing] = useState<SupplementaryContent | 'new' | null>(null);
  const remove = useConfirmDelete<SupplementaryContent>({
    remove: (content) =>
      expectOk(
        catalogueApi.DELETE('/catalogues/{id}/supplementary-contents/{supplementaryId}', {
          params: { path: { id: catalogueId, supplementaryId: content.id } },
        }),
      ),
    invalidate: [supplementsKey(catalogueId)],
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
                      <Button
                        variant="secondary"
                        aria-label={`${t('edit')}: ${nameOf(content)}`}
                        onPress={() => setEditing(content)}
                      >
                        {t('edit')}
                      </Button>
                      <Button
                        variant="secondary"
                        aria-label={`${t('delete')}: ${nameOf(content)}`}
                        onPress={() => remove.ask(content)}
                      >
                        {t('delete')}
                      </Button>
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
  const queryClient = useQueryClient();
  const form = useEntityForm(valuesOf(content));
  const save = useMutation({
    mutationFn: async (body: SupplementaryBody) =>
      content
        ? unwrap(
            catalogueApi.PUT('/catalogues/{id}/supplementary-contents/{supplementaryId}', {
              params: { path: { id: catalogueId, supplementaryId: content.id } },
              body,
            }),
          )
        : unwrap(
            catalogueApi.POST('/catalogues/{id}/supplementary-contents', {
              params: { path: { id: catalogueId } },
              body,
            }),
          ),
    onSuccess: async () => {
      notify({ tone: 'success', title: t(content ? 'updated_successfully' : 'created_successfully') });
      await queryClient.invalidateQueries({ queryKey: supplementsKey(catalogueId) });
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
          queryKey={['dashboard', 'catalogue-picker']}
          search={searchCatalogueOptions}
          exclude={catalogueId}
          autoFocus
        />
        <TextField label={t('title')} {...form.bind('title')} maxLength={1000} />
        <TextAreaField label={t('note')} {...form.bind('note')} maxLength={5000} rows={3} />
        <DialogActions>
          <Button variant="secondary" onPress={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="primary" isPending={save.isPending}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
