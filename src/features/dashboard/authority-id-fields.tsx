import { useId } from 'react';
import { useI18n } from '@/i18n/i18n.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { AUTHORITY_INPUT_MAX_LENGTH, type AuthorityField } from '../../../common/authority-ids.ts';
import * as styles from './authority-id-fields.css.ts';

const labels = {
  wikidata: ['wikidata_id', 'wikidata_id_hint'],
  ulan: ['ulan_id', 'ulan_id_hint'],
  isni: ['isni', 'isni_hint'],
  isil: ['isil', 'isil_hint'],
} as const;

interface BoundField {
  value: string;
  onChange: (value: string) => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
}

/** The authority id fields of a form, grouped under their heading. */
export function AuthorityIdFields<Field extends AuthorityField>({
  fields,
  bind,
}: {
  fields: readonly Field[];
  /** The form's binding of a text field (`form.bind`). */
  bind: (field: Field) => BoundField;
}) {
  const { t } = useI18n();
  const noteId = useId();
  return (
    <fieldset className={styles.group} aria-describedby={noteId}>
      <legend className={styles.title}>{t('authority_ids')}</legend>
      <p id={noteId} className={styles.note}>
        {t('authority_ids_hint')}
      </p>
      {fields.map((field) => {
        const [label, hint] = labels[field];
        return (
          <TextField
            key={field}
            label={t(label)}
            description={t(hint)}
            {...bind(field)}
            maxLength={AUTHORITY_INPUT_MAX_LENGTH}
            autoComplete="off"
            spellCheck="false"
          />
        );
      })}
    </fieldset>
  );
}
