import { ScreenIntro } from '@/components/list-controls.tsx';
import { useT } from '@/i18n/i18n.tsx';
import { Link } from '@/ui/link.tsx';
import * as listStyles from '../dashboard-list.css.ts';

/** A catalogue address that leads nowhere (deleted, or never existed), inside the dashboard. */
export function CatalogueNotFound() {
  const t = useT();
  return (
    <div className={listStyles.screen} data-status="404">
      <ScreenIntro title={t('page_not_found')} intro={t('this_page_could_not_be_found')} />
      <div>
        <Link to="/dashboard" variant="inline">
          {t('back_to_list')}
        </Link>
      </div>
    </div>
  );
}
