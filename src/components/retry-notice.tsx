import type { ReactNode } from 'react';
import { useI18n } from '@/i18n/i18n.tsx';
import { Button } from '@/ui/button.tsx';
import * as styles from './lists.css.ts';

/** A part of a page that failed to load: what failed, announced, and a Try again button. */
export function RetryNotice({ message, onRetry }: { message?: ReactNode; onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div className={styles.failure} role="alert">
      <p>{message ?? t('an_error_has_occurred_please_try_again')}</p>
      <Button variant="secondary" onPress={onRetry}>
        {t('try_again')}
      </Button>
    </div>
  );
}
