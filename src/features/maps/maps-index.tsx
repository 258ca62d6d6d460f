import { ScreenIntro } from '@/components/list-controls.tsx';
import * as listStyles from '@/components/lists.css.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import { Link } from '@/ui/link.tsx';
import * as styles from './maps.css.ts';

/** `/maps`: the two maps, each with what it shows. */
export function MapsIndexPage() {
  const { t } = useI18n();
  return (
    <div className={listStyles.screen}>
      <ScreenIntro title={t('maps')} intro={t('maps_intro')} />
      <ul className={styles.entryGrid}>
        <li className={styles.entry}>
          <h2 className={styles.entryTitle}>{t('catalogues_by_place_of_publication')}</h2>
          <p className={styles.entryText}>{t('catalogue_map_intro')}</p>
          <Link to="/maps/catalogues" variant="inline">
            {t('open_catalogue_map')}
          </Link>
        </li>
        <li className={styles.entry}>
          <h2 className={styles.entryTitle}>{t('publishers_by_place_of_activity')}</h2>
          <p className={styles.entryText}>{t('publisher_map_intro')}</p>
          <Link to="/maps/publishers" variant="inline">
            {t('open_publisher_map')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
