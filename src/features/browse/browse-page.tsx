import { ScreenIntro } from '@/components/list-controls.tsx';
import * as listStyles from '@/components/lists.css.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import { Link } from '@/ui/link.tsx';
import { EntryPoints } from './entry-points.tsx';

/** `/browse`: the alphabetical views of catalogues, publishers and places, and the holders. */
export function BrowsePage() {
  const { t } = useI18n();
  return (
    <div className={listStyles.screen}>
      <ScreenIntro title={t('browse')} intro={t('home_intro')} />
      <EntryPoints variant="browse" />
      <p>
        <Link to="/statistics" variant="inline">
          {t('statistics_the_collection_in_figures')}
        </Link>
      </p>
    </div>
  );
}
