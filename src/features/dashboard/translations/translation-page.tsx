import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ScreenIntro } from '@/components/list-controls.tsx';
import { RetryNotice } from '@/components/retry-notice.tsx';
import { type Language, languagesQuery, serviceId, useI18n } from '@/i18n/i18n.tsx';
import { Link } from '@/ui/link.tsx';
import { useNotify } from '@/ui/notifications-context.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { TextAreaField } from '@/ui/text-area-field.tsx';
import { descriptionOf } from '../../../../common/default-text-descriptions.ts';
import { defaultTexts, translationGroups } from '../../../../common/default-texts.ts';
import type { components } from '../../../../openapi/generated/projects';
import * as listStyles from '../dashboard-list.css.ts';
import { useEntityForm } from '../form.ts';
import { FormScreen } from '../form-screen.tsx';
import { keyTranslationsQuery, refreshTranslations, saveTranslations } from './api.ts';
import { ImageValueField } from './image-value-field.tsx';
import { useLanguageName } from './language-name.ts';
import {
  isRegistered,
  isUntranslated,
  otherGroup,
  saveRequests,
  type TranslationEntry,
} from './translation-entries.ts';
import * as styles from './translations.css.ts';
import type { TranslationSearch } from './translations-search.ts';

type Translation = components['schemas']['Translation'];

/** One key as the application ships it and as the service stores it in every language. */
export function entryOf(key: string, rows: readonly Translation[]): TranslationEntry | null {
  const text = defaultTexts.get(key);
  const english = rows.find((row) => row.prefix === 'EN');
  if (!text && rows.length === 0) return null;
  const group =
    translationGroups.find((candidate) => candidate.texts.some((other) => other.key === key))?.name ??
    english?.group ??
    rows[0]?.group ??
    otherGroup;
  return {
    key,
    group,
    description: descriptionOf(key) || english?.description || '',
    type: (text?.type ?? rows.find((row) => row.type === 'image')?.type) === 'image' ? 'image' : null,
    defaultText: text?.en ?? english?.value ?? '',
    values: Object.fromEntries(rows.map((row) => [row.prefix, { id: row.id, value: row.value }])),
  };
}

/** `/dashboard/translations/translation?key=`: one key in every language. */
export function TranslationPage({ search }: { search: TranslationSearch }) {
  const { t } = useI18n();
  const key = search.key ?? '';
  const languages = useQuery(languagesQuery());
  const query = useQuery({ ...keyTranslationsQuery(key), enabled: key !== '' });
  const { key: _key, ...listSearch } = search;
  const backLink = (
    <Link to="/dashboard/translations" search={listSearch} variant="inline">
      {t('back_to_list')}
    </Link>
  );
  if (query.isError || languages.isError) {
    return (
      <RetryNotice
        onRetry={() => {
          void query.refetch();
          void languages.refetch();
        }}
      />
    );
  }
  if (key !== '' && (!query.data || !languages.data)) return <Spinner />;
  const entry = entryOf(key, query.data ?? []);
  if (!entry || !languages.data) {
    return (
      <div className={listStyles.screen}>
        <ScreenIntro title={t('edit_translation')} />
        <p role="alert">{t('translation_key_not_found')}</p>
        {backLink}
      </div>
    );
  }
  return <TranslationForm entry={entry} languages={languages.data} search={listSearch} backLink={backLink} />;
}

function TranslationForm({
  entry,
  languages,
  search,
  backLink,
}: {
  entry: TranslationEntry;
  languages: Language[];
  search: Omit<TranslationSearch, 'key'>;
  backLink: ReactNode;
}) {
  const { t } = useI18n();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const languageName = useLanguageName();
  const form = useEntityForm<Record<string, string>>(
    Object.fromEntries(
      languages.map((language) => [language.prefix, entry.values[language.prefix]?.value ?? '']),
    ),
  );
  const valueIn = (prefix: string) => form.values[prefix] ?? '';
  const save = useMutation({
    mutationFn: (values: Record<string, string>) =>
      saveTranslations(
        saveRequests(
          Object.entries(values).map(([prefix, value]) => ({ prefix, key: entry.key, value })),
          new Map([[entry.key, entry]]),
          serviceId,
        ),
      ),
    onSuccess: async (_, values) => {
      notify({ tone: 'success', title: t('translations_saved') });
      form.markSaved(values);
      await refreshTranslations(queryClient);
    },
  });
  return (
    <FormScreen
      title={t('edit_translation')}
      links={backLink}
      dirty={form.dirty}
      isSaving={save.isPending}
      onSubmit={() => {
        if (!save.isPending) save.mutate(form.values);
      }}
      onCancel={() => void navigate({ to: '/dashboard/translations', search })}
    >
      <dl className={styles.details}>
        <dt>{t('key')}</dt>
        <dd className={styles.code}>{entry.key}</dd>
        <dt>{t('group')}</dt>
        <dd>{entry.group}</dd>
        <dt>{t('description')}</dt>
        <dd>{entry.description || '—'}</dd>
        <dt>{t('default_text_english')}</dt>
        <dd>{entry.defaultText || '—'}</dd>
      </dl>
      <div className={styles.languageFields}>
        {languages.map((language) => {
          const label = `${languageName(language)} (${language.prefix})`;
          const markers = [
            isUntranslated(entry, language.prefix) ? t('missing_translation') : null,
            isRegistered(entry, language.prefix) ? null : t('not_yet_saved_on_the_server'),
          ].filter(Boolean);
          const note = markers.length > 0 ? markers.join(' · ') : undefined;
          return (
            <div key={language.prefix} className={styles.languageField}>
              {entry.type === 'image' ? (
                <ImageValueField
                  label={label}
                  name={`${entry.key}, ${label}`}
                  description={note ? `${t('image_url')} · ${note}` : undefined}
                  value={valueIn(language.prefix)}
                  onChange={(value) => form.set(language.prefix, value)}
                />
              ) : (
                <TextAreaField
                  label={label}
                  description={note}
                  value={valueIn(language.prefix)}
                  onChange={(value) => form.set(language.prefix, value)}
                  maxLength={20_000}
                  rows={2}
                />
              )}
            </div>
          );
        })}
      </div>
    </FormScreen>
  );
}
