import { useI18n } from '@/i18n/i18n.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import * as styles from './cite.css.ts';

/** The dialog's body while its code or its citations load: a status for screen readers, placeholders for the eye. */
export function CitationsLoading({ lines }: { lines: number[] }) {
  const { t } = useI18n();
  return (
    <div className={styles.styleList} aria-busy="true">
      <span role="status" className={styles.visuallyHidden}>
        {t('loading')}
      </span>
      {lines.map((count, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing but their position
        <Skeleton key={index} lines={count} />
      ))}
    </div>
  );
}
