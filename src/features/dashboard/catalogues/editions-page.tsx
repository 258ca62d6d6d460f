import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '@/api/api-error.ts';
import { ScreenIntro } from '@/components/list-controls.tsx';
import { RetryNotice } from '@/components/retry-notice.tsx';
import { useI18n } from '@/i18n/i18n.tsx';
import { placeNameIn } from '@/lib/names.ts';
import { Button } from '@/ui/button.tsx';
import { Link } from '@/ui/link.tsx';
import { useNotify } from '@/ui/notifications-context.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { TextField } from '@/ui/text-field.tsx';
import * as listStyles from '../dashboard-list.css.ts';
import { useEntityForm } from '../form.ts';
import { UnsavedChangesGuard } from '../unsaved-changes.tsx';
import { useConfirmDelete } from '../use-confirm-delete.tsx';
import {
  catalogueIdOf,
  deleteEdition,
  type Edition,
  refreshCatalogueData,
  saveEdition,
  staffEditionsQuery,
} from './api.ts';
import { type EditionInput, type EditionValues, editionSchema, editionValuesOf } from './catalogue-form.ts';
import { CatalogueNav } from './catalogue-nav.tsx';
import { CatalogueNotFound } from './catalogue-not-found.tsx';
import * as styles from './catalogues.css.ts';
import { EditionFields, type EditionFieldsProps } from './edition-fields.tsx';
import { EditionCover, EditionPdf } from './edition-files.tsx';

/** `/dashboard/catalogues/{id}/editions`: the versions in order, each with its form, PDF and cover. */
export function EditionsPage({ id }: { id: string }) {
  const { t, locale } = useI18n();
  const catalogueId = catalogueIdOf(id);
  const query = useQuery({ ...staffEditionsQuery(catalogueId ?? 0, locale), enabled: catalogueId !== null });
  // One form at a time: an edition's id, 'new' for the added one, or none.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const addButtonId = useId();
  const queryClient = useQueryClient();
  const remove = useConfirmDelete<Edition>({
    remove: (edition) => deleteEdition(Number(id), edition.id),
    invalidate: [],
    onDeleted: () => void refreshCatalogueData(queryClient),
  });

  if (catalogueId === null || (query.error instanceof ApiError && query.error.status === 404)) {
    return <CatalogueNotFound />;
  }
  if (query.isError) return <RetryNotice onRetry={() => void query.refetch()} />;
  if (!query.data) return <Spinner />;
  const { catalogue, editions } = query.data;
  const ordered = [...editions].sort((a, b) => a.position - b.position);
  return (
    <div className={listStyles.screen}>
      <div className={listStyles.header}>
        <ScreenIntro title={t('editions')} intro={catalogue.title} />
        <div className={styles.headerLinks}>
          <CatalogueNav id={catalogue.id} />
          <Link to="/dashboard" variant="inline">
            {t('back_to_list')}
          </Link>
        </div>
      </div>
      <p className={listStyles.requiredNote}>{t('first_edition_is_used_in_lists')}</p>
      <ol className={styles.editionList}>
        {ordered.map((edition) => (
          <li key={edition.id}>
            <EditionCard
              catalogueId={catalogue.id}
              edition={edition}
              editing={editing === edition.id}
              otherFormOpen={editing !== null && editing !== edition.id}
              onEdit={() => setEditing(edition.id)}
              onDone={() => setEditing(null)}
              onDelete={() => remove.ask(edition)}
            />
          </li>
        ))}
      </ol>
      {editing === 'new' ? (
        <NewEdition
          catalogueId={catalogue.id}
          onDone={() => {
            setEditing(null);
            requestAnimationFrame(() => document.getElementById(addButtonId)?.focus());
          }}
        />
      ) : (
        <div>
          <Button
            id={addButtonId}
            variant="primary"
            isDisabled={editing !== null}
            onPress={() => setEditing('new')}
          >
            {t('add_edition')}
          </Button>
        </div>
      )}
      {remove.dialog}
    </div>
  );
}

interface EditionCardProps {
  catalogueId: number;
  edition: Edition;
  editing: boolean;
  /** Another edition's form is open: one form at a time, so no changes are lost by switching. */
  otherFormOpen: boolean;
  onEdit: () => void;
  onDone: () => void;
  onDelete: () => void;
}

function EditionCard({
  catalogueId,
  edition,
  editing,
  otherFormOpen,
  onEdit,
  onDone,
  onDelete,
}: EditionCardProps) {
  const { t } = useI18n();
  const headingId = useId();
  const editButtonId = useId();
  // Closing the form hands the focus back to the button that opened it.
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current && !editing) document.getElementById(editButtonId)?.focus();
    wasEditing.current = editing;
  }, [editing, editButtonId]);
  return (
    <section aria-labelledby={headingId} className={styles.edition}>
      <div className={styles.editionHeader}>
        <h2 id={headingId} className={styles.editionHeading}>
          {t('edition_n', { n: edition.position })}
        </h2>
        {!editing && (
          <div className={styles.buttons}>
            <Button id={editButtonId} variant="secondary" isDisabled={otherFormOpen} onPress={onEdit}>
              {t('edit_edition')}
            </Button>
            <Button variant="secondary" onPress={onDelete}>
              {t('delete_edition')}
            </Button>
          </div>
        )}
      </div>
      {editing ? (
        <EditionForm catalogueId={catalogueId} edition={edition} onDone={onDone} />
      ) : (
        <EditionFacts edition={edition} />
      )}
      <div className={styles.files}>
        <EditionPdf catalogueId={catalogueId} edition={edition} />
        <EditionCover catalogueId={catalogueId} edition={edition} />
      </div>
    </section>
  );
}

/** What identifies an edition at a glance: its title, date, publishers, places and holders. */
function EditionFacts({ edition }: { edition: Edition }) {
  const { t, locale } = useI18n();
  const facts: Array<[string, string]> = [
    [t('title'), edition.title ?? ''],
    [t('date'), edition.date ? `${edition.date}${edition.dateUncertain ? ' (?)' : ''}` : ''],
    [t('publisher'), edition.publishers.map((publisher) => publisher.name).join(', ')],
    [t('place'), edition.places.map((place) => placeNameIn(place.name, locale)).join(', ')],
    [t('holder'), edition.holders.map((holder) => holder.name).join(', ')],
  ];
  const shown = facts.filter(([, value]) => value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className={styles.facts}>
      {shown.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={styles.factTerm}>{term}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function NewEdition({ catalogueId, onDone }: { catalogueId: number; onDone: () => void }) {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.edition}>
      <h2 id={headingId} className={styles.editionHeading}>
        {t('add_edition')}
      </h2>
      <EditionForm catalogueId={catalogueId} onDone={onDone} />
    </section>
  );
}

/** Adds an edition (the next version) or updates one, in place on the editions page. */
function EditionForm({
  catalogueId,
  edition,
  onDone,
}: {
  catalogueId: number;
  edition?: Edition;
  onDone: () => void;
}) {
  const { t, locale } = useI18n();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const form = useEntityForm<EditionValues>(editionValuesOf(edition, locale));
  const save = useMutation({
    mutationFn: (body: EditionInput) => saveEdition(catalogueId, edition?.id, body),
    onSuccess: async () => {
      notify({ tone: 'success', title: t(edition ? 'updated_successfully' : 'created_successfully') });
      form.markSaved();
      await refreshCatalogueData(queryClient);
      onDone();
    },
  });
  return (
    <form
      className={styles.editionForm}
      noValidate
      aria-label={t(edition ? 'edit_edition' : 'add_edition')}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        const body = form.check(editionSchema);
        if (body) save.mutate(body);
      }}
    >
      <TextField
        label={t('title')}
        value={form.values.title}
        onChange={(value) => form.set('title', value)}
        isInvalid={form.errors.title !== undefined}
        errorMessage={form.errorText('title')}
        maxLength={1000}
        autoFocus
      />
      <EditionFields values={form.values} set={form.set as EditionFieldsProps['set']} errors={form.errors} />
      <div className={listStyles.formActions}>
        {/* Not `isPending`: the form closes once saved, and react-aria's announcement of the
            finished wait would then point at a button that is gone. */}
        <Button type="submit" variant="primary" isDisabled={save.isPending}>
          {t('save')}
        </Button>
        <Button variant="secondary" onPress={onDone}>
          {t('cancel')}
        </Button>
      </div>
      <UnsavedChangesGuard dirty={form.dirty && !save.isPending} />
    </form>
  );
}
