import { useT } from '@/i18n/i18n.tsx';
import * as styles from './shell.css.ts';

export function SiteFooter() {
  const t = useT();
  return (
    <footer className={styles.footer}>
      <p>
        © {new Date().getFullYear()} {t('app_title')}. {t('all_rights_reserved')}
      </p>
    </footer>
  );
}
