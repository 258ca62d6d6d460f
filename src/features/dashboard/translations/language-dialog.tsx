import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '@/api/api-error.ts';
import { type Language, serviceId, useI18n } from '@/i18n/i18n.tsx';
import { Dialog, Modal } from '@/ui/dialog.tsx';
import { useNotify } from '@/ui/notifications-context.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { DialogFormActions } from '../dialog-form-actions.tsx';
import { type FieldErrors, validateForm } from '../form.ts';
import { requiredLabel } from '../required-label.tsx';
import { refreshTranslations, saveLanguage } from './api.ts';
import { languageSchema } from './language-schema.ts';
import * as styles from './translations.css.ts';

interface LanguageValues {
  name: string;
  prefix: string;
}

export interface LanguageDialogProps {
  /** The language to rename; none to add one. */
  language?: Language;
  languages: readonly Language[];
  onClose: () => void;
  onSaved: (language: Language) => void;
}

/**
 * 'Add language' and 'Edit language' (spec section 4): the name and the two-letter code; a code
 * already in use is refused with 'This language already exists'. A new language has no texts yet:
 * every key shows as untranslated in it until staff translate it.
 */
export function LanguageDialog({ language, languages, onClose, onSaved }: LanguageDialogProps) {
  const { t, tDynamic } = useI18n();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<LanguageValues>({
    name: language?.name ?? '',
    prefix: language?.prefix ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors<LanguageValues>>({});
  const set = (field: keyof LanguageValues, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  const taken = languages.filter((other) => other.id !== language?.id).map((other) => other.prefix);
  const save = useMutation({
    mutationFn: (body: LanguageValues) => saveLanguage(language?.id, { ...body, serviceId }),
    onSuccess: async (saved) => {
      notify({ tone: 'success', title: t(language ? 'updated_successfully' : 'language_added') });
      await refreshTranslations(queryClient);
      onSaved(saved);
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.status === 409) {
        setErrors({
          prefix: failure.messages === 'language_already_exists' ? 'language_already_exists' : 'conflict',
        });
      } else {
        setErrors({ prefix: 'an_error_has_occurred_please_try_again' });
      }
    },
  });
  const submit = () => {
    const result = validateForm(languageSchema(taken), values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    save.mutate(result.data);
  };
  const errorOf = (field: keyof LanguageValues) => (errors[field] ? tDynamic(errors[field]) : undefined);
  const builtIn = language?.builtIn ?? false;
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} isDismissable={!save.isPending}>
      <Dialog title={t(language ? 'edit_language' : 'add_language')}>
        <form
          className={styles.dialogForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <p className={styles.muted}>{t('required_fields_are_marked')}</p>
          <TextField
            label={requiredLabel(t('language_name'))}
            value={values.name}
            onChange={(value) => set('name', value)}
            isRequired
            isInvalid={errors.name !== undefined}
            errorMessage={errorOf('name')}
            maxLength={100}
            autoFocus
          />
          <TextField
            label={requiredLabel(t('language_code'))}
            description={t(builtIn ? 'built_in_language_prefix_cannot_change' : 'language_code_hint')}
            value={values.prefix}
            onChange={(value) => set('prefix', value.toUpperCase())}
            isRequired
            isDisabled={builtIn}
            isInvalid={errors.prefix !== undefined}
            errorMessage={errorOf('prefix')}
            maxLength={2}
          />
          <DialogFormActions onCancel={onClose} isPending={save.isPending} cancelWhilePending={false} />
        </form>
      </Dialog>
    </Modal>
  );
}
