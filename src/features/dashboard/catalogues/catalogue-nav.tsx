import { useT } from '@/i18n/i18n.tsx';
import { Link } from '@/ui/link.tsx';
import * as styles from './catalogues.css.ts';

/**
 * The links between one catalogue's dashboard pages (its details, its editions, its
 * supplementary contents) and its public page; the current page is marked.
 */
export function CatalogueNav({ id }: { id: number }) {
  const t = useT();
  const params = { id: String(id) };
  return (
    <nav aria-label={t('catalogue_sections')}>
      <ul className={styles.sections}>
        <li>
          <Link to="/dashboard/catalogues/$id" params={params} variant="nav" activeOptions={{ exact: true }}>
            {t('catalogue_details')}
          </Link>
        </li>
        <li>
          <Link to="/dashboard/catalogues/$id/editions" params={params} variant="nav">
            {t('editions')}
          </Link>
        </li>
        <li>
          <Link to="/dashboard/catalogues/$id/supplementary" params={params} variant="nav">
            {t('supplementary_contents')}
          </Link>
        </li>
        <li>
          <Link to="/catalogues/$id" params={params} variant="nav">
            {t('view_public_page')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
