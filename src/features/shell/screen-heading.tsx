import { useT } from '../../i18n/i18n.tsx';
import * as styles from './shell.css.ts';

/** The heading of a screen whose content a later issue builds: its title, nothing invented. */
export function ScreenHeading({ titleKey }: { titleKey: string }) {
  const t = useT();
  return (
    <div className={styles.screen}>
      <h1 className={styles.screenTitle}>{t(titleKey)}</h1>
    </div>
  );
}
