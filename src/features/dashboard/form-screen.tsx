import type { FormEvent, ReactNode } from 'react';
import { ScreenIntro } from '@/components/list-controls.tsx';
import { useT } from '@/i18n/i18n.tsx';
import { Button } from '@/ui/button.tsx';
import * as styles from './dashboard-list.css.ts';
import { UnsavedChangesGuard } from './unsaved-changes.tsx';

export interface FormScreenProps {
  title: string;
  /** Links above the form, e.g. back to the list or to the public page. */
  links?: ReactNode;
  dirty: boolean;
  isSaving: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
  /** Sections below the form (editions, danger zone). */
  after?: ReactNode;
}

/**
 * A dashboard form page: title, the note on required fields, the fields, Save and Cancel, and a
 * warning before leaving with unsaved changes. Enter in a field submits, as in any form.
 */
export function FormScreen({
  title,
  links,
  dirty,
  isSaving,
  onSubmit,
  onCancel,
  children,
  after,
}: FormScreenProps) {
  const t = useT();
  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <ScreenIntro title={title} />
        {links}
      </div>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <p className={styles.requiredNote}>{t('required_fields_are_marked')}</p>
        {children}
        <div className={styles.formActions}>
          <Button type="submit" variant="primary" isPending={isSaving}>
            {t('save')}
          </Button>
          <Button variant="secondary" onPress={onCancel}>
            {t('cancel')}
          </Button>
        </div>
      </form>
      {after}
      <UnsavedChangesGuard dirty={dirty && !isSaving} />
    </div>
  );
}
