import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { Label, TextField as RACTextField, Text, TextArea } from 'react-aria-components';
import { currentAddress, ListSearchBox, ScreenIntro } from '@/components/list-controls.tsx';
import { RetryNotice } from '@/components/retry-notice.tsx';
import { RowAction } from '@/components/row-action.tsx';
import { formatNumber } from '@/i18n/format.ts';
import { type Language, languagesQuery, serviceId, useI18n } from '@/i18n/i18n.tsx';
import { Button } from '@/ui/button.tsx';
import { cx } from '@/ui/class-names.ts';
import { control, field } from '@/ui/field.css.ts';
import { Link } from '@/ui/link.tsx';
import { useNotify } from '@/ui/notifications-context.tsx';
import { Select, SelectItem } from '@/ui/select.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { Switch } from '@/ui/switch.tsx';
import { textArea } from '@/ui/text-area-field.css.ts';
import * as listStyles from '../dashboard-list.css.ts';
import { UnsavedChangesGuard } from '../unsaved-changes.tsx';
import { groupedTranslationsQuery, refreshTranslations, saveTranslations } from './api.ts';
import { ImageValueField } from './image-value-field.tsx';
import { LanguageDialog } from './language-dialog.tsx';
import { useLanguageName } from './language-name.ts';
import {
  type Draft,
  draftId,
  filterEntries,
  groupNamesOf,
  isRegistered,
  isUntranslated,
  saveRequests,
  storedValue,
  type TranslationEntry,
} from './translation-entries.ts';
import * as styles from './translations.css.ts';
import { type TranslationsSearch, translationsPageSize } from './translations-search.ts';

const allGroups = 'all-groups';

/**
 * The language being translated: the URL's, else the interface's, as long as the service knows
 * it (a hand-edited `lang=XX` would otherwise create texts of a language nobody can choose).
 */
export function chosenLanguage(wanted: string | undefined, locale: string, languages: readonly Language[]) {
  const known = (prefix: string | undefined) =>
    prefix !== undefined &&
    (languages.length === 0 || languages.some((language) => language.prefix === prefix));
  if (known(wanted)) return wanted as string;
  return known(locale) ? locale : 'EN';
}

/**
 * `/dashboard/translations`: the languages (add, rename), and every text of the translation groups
 * in one language, searched and filtered (group, 'Untranslated only') through the URL, edited in
 * place and stored together with 'Save all'.
 */
export function TranslationsPage({ search }: { search: TranslationsSearch }) {
  const { t, locale } = useI18n();
  const notify = useNotify();
  const navigate = useNavigate({ from: '/dashboard/translations/' });
  const queryClient = useQueryClient();
  const languageName = useLanguageName();
  const languages = useQuery(languagesQuery());
  const query = useQuery(groupedTranslationsQuery());
  const [drafts, setDrafts] = useState<ReadonlyMap<string, Draft>>(new Map());
  const [dialog, setDialog] = useState<{ language?: Language } | null>(null);
  const prefix = chosenLanguage(search.lang, locale, languages.data ?? []);

  const go = (patch: Partial<TranslationsSearch>, replace = false) =>
    navigate({
      ...currentAddress,
      search: (previous) => ({ ...previous, page: undefined, ...patch }),
      replace,
      resetScroll: false,
    });

  const entries = query.data;
  const byKey = useMemo(() => new Map((entries ?? []).map((entry) => [entry.key, entry])), [entries]);
  const pending = useMemo(() => saveRequests(drafts.values(), byKey, serviceId), [drafts, byKey]);
  const changes = pending.create.length + pending.update.length;
  const inScope = useMemo(
    () => filterEntries(entries ?? [], { prefix, q: search.q, group: search.group }),
    [entries, prefix, search.q, search.group],
  );
  const untranslated = useMemo(
    () => inScope.filter((entry) => isUntranslated(entry, prefix)),
    [inScope, prefix],
  );
  const shown = search.untranslated ? untranslated : inScope;
  const pages = Math.max(1, Math.ceil(shown.length / translationsPageSize));
  const page = Math.min(search.page ?? 1, pages);
  const visible = shown.slice((page - 1) * translationsPageSize, page * translationsPageSize);

  const currentValue = (entry: TranslationEntry) =>
    drafts.get(draftId(prefix, entry.key))?.value ?? storedValue(entry, prefix);
  const setValue = (entry: TranslationEntry, value: string) =>
    setDrafts((previous) => {
      const next = new Map(previous);
      const id = draftId(prefix, entry.key);
      if (value === storedValue(entry, prefix)) next.delete(id);
      else next.set(id, { prefix, key: entry.key, value });
      return next;
    });

  const save = useMutation({
    mutationFn: async (sent: Draft[]) => {
      await saveTranslations(saveRequests(sent, byKey, serviceId));
      return sent;
    },
    onSuccess: async (sent) => {
      notify({ tone: 'success', title: t('translations_saved') });
      await refreshTranslations(queryClient);
      // Texts typed while the request ran stay as drafts.
      setDrafts((previous) => {
        const next = new Map(previous);
        for (const draft of sent) {
          const id = draftId(draft.prefix, draft.key);
          if (next.get(id)?.value === draft.value) next.delete(id);
        }
        return next;
      });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (changes > 0 && !save.isPending) save.mutate([...drafts.values()]);
  };

  const groups = entries ? groupNamesOf(entries) : [];
  return (
    <div className={listStyles.screen}>
      <ScreenIntro title={t('translations')} />
      <LanguagesSection
        languages={languages.data}
        onAdd={() => setDialog({})}
        onEdit={(language) => setDialog({ language })}
      />
      <div className={styles.filters}>
        <Select
          label={t('language')}
          selectedKey={prefix}
          onSelectionChange={(key) => go({ lang: String(key) })}
        >
          {(languages.data ?? []).map((language) => (
            <SelectItem key={language.prefix} id={language.prefix} textValue={languageName(language)}>
              {`${languageName(language)} (${language.prefix})`}
            </SelectItem>
          ))}
        </Select>
        <Select
          label={t('group')}
          selectedKey={search.group && groups.includes(search.group) ? search.group : allGroups}
          onSelectionChange={(key) => go({ group: key === allGroups ? undefined : String(key) })}
        >
          {[allGroups, ...groups].map((group) => (
            <SelectItem key={group} id={group}>
              {group === allGroups ? t('all_groups') : group}
            </SelectItem>
          ))}
        </Select>
        <ListSearchBox value={search.q} label={t('search_translations')} onSearch={(q) => go({ q }, true)} />
        <Switch
          isSelected={search.untranslated ?? false}
          onChange={(selected) => go({ untranslated: selected || undefined })}
        >
          {t('untranslated_only')}
        </Switch>
      </div>
      <p className={styles.status} role="status">
        {entries && (
          <>
            <span>{t('about_n_results', { n: formatNumber(shown.length, locale) })}</span>
            <span>{t('n_untranslated', { n: formatNumber(untranslated.length, locale) })}</span>
          </>
        )}
        {query.isFetching && <Spinner />}
      </p>
      {query.isError && !entries ? (
        <RetryNotice onRetry={() => void query.refetch()} />
      ) : !entries ? (
        <Spinner />
      ) : (
        <form noValidate onSubmit={submit} aria-label={t('translations')} className={listStyles.screen}>
          {visible.length === 0 ? (
            <p>{t('no_results')}</p>
          ) : (
            <ul className={styles.entries}>
              {visible.map((entry) => (
                <EntryItem
                  key={entry.key}
                  entry={entry}
                  prefix={prefix}
                  value={currentValue(entry)}
                  onChange={(value) => setValue(entry, value)}
                  showGroup={!search.group}
                  editLink={
                    <Link
                      to="/dashboard/translations/translation"
                      search={{ ...search, lang: prefix, key: entry.key }}
                      variant="inline"
                      aria-label={`${t('edit')}: ${entry.key}`}
                    >
                      {t('edit')}
                    </Link>
                  }
                />
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav className={styles.pagination} aria-label={t('pagination')}>
              <Button variant="secondary" isDisabled={page <= 1} onPress={() => go({ page: page - 1 })}>
                {t('previous_page')}
              </Button>
              <span>
                {t('page_of_pages', { page: formatNumber(page, locale), pages: formatNumber(pages, locale) })}
              </span>
              <Button variant="secondary" isDisabled={page >= pages} onPress={() => go({ page: page + 1 })}>
                {t('next_page')}
              </Button>
            </nav>
          )}
          <div className={styles.saveBar}>
            <span role="status">
              {changes > 0 && t('n_unsaved_changes', { n: formatNumber(changes, locale) })}
            </span>
            <Button type="submit" variant="primary" isPending={save.isPending} isDisabled={changes === 0}>
              {t('save_all')}
            </Button>
          </div>
        </form>
      )}
      {dialog && (
        <LanguageDialog
          language={dialog.language}
          languages={languages.data ?? []}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setDialog(null);
            if (!dialog.language) void go({ lang: saved.prefix });
          }}
        />
      )}
      <UnsavedChangesGuard dirty={changes > 0 && !save.isPending} withinPagePasses />
    </div>
  );
}

function LanguagesSection({
  languages,
  onAdd,
  onEdit,
}: {
  languages: Language[] | undefined;
  onAdd: () => void;
  onEdit: (language: Language) => void;
}) {
  const { t } = useI18n();
  return (
    <section className={styles.section} aria-labelledby="translation-languages">
      <div className={styles.sectionHeader}>
        <h2 id="translation-languages" className={styles.sectionTitle}>
          {t('languages')}
        </h2>
        <Button variant="primary" onPress={onAdd}>
          {t('add_language')}
        </Button>
      </div>
      {languages ? (
        <div className={styles.tableFrame}>
          <table className={styles.languageTable}>
            <thead>
              <tr>
                <th scope="col">{t('language_name')}</th>
                <th scope="col">{t('language_code')}</th>
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {languages.map((language) => (
                <tr key={language.id}>
                  <th scope="row">{language.name}</th>
                  <td>
                    <span className={styles.code}>{language.prefix}</span>
                  </td>
                  <td>
                    <RowAction
                      label={t('edit')}
                      action={t('edit_language')}
                      itemName={language.name}
                      size="sm"
                      onPress={() => onEdit(language)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <Spinner />
      )}
    </section>
  );
}

interface EntryItemProps {
  entry: TranslationEntry;
  prefix: string;
  value: string;
  onChange: (value: string) => void;
  showGroup: boolean;
  editLink: ReactNode;
}

/** One key: its name, English default text and description, and its value in the chosen language. */
function EntryItem({ entry, prefix, value, onChange, showGroup, editLink }: EntryItemProps) {
  const { t } = useI18n();
  const help = (
    <span className={styles.help}>
      <span className={styles.english}>
        <span className={styles.helpLabel}>{t('default_text_english')}: </span>
        {entry.defaultText || '—'}
      </span>
      {entry.description && <span className={styles.description}>{entry.description}</span>}
    </span>
  );
  return (
    <li className={styles.entry}>
      {entry.type === 'image' ? (
        <ImageValueField
          label={entry.key}
          labelClassName={styles.entryKey}
          name={entry.key}
          description={help}
          value={value}
          onChange={onChange}
        />
      ) : (
        <RACTextField value={value} onChange={onChange} maxLength={20_000} className={field}>
          <Label className={styles.entryKey}>{entry.key}</Label>
          <Text slot="description">{help}</Text>
          <TextArea className={cx(control, textArea)} rows={1} lang={prefix.toLowerCase()} />
        </RACTextField>
      )}
      <div className={styles.entryFooter}>
        {showGroup && <span className={styles.badge}>{entry.group}</span>}
        {isUntranslated(entry, prefix) && <span className={styles.marker}>{t('missing_translation')}</span>}
        {!isRegistered(entry, 'EN') && (
          <span className={styles.marker}>{t('not_yet_saved_on_the_server')}</span>
        )}
        {editLink}
      </div>
    </li>
  );
}
