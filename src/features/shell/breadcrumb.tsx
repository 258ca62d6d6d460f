import { useQueries } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useApiLoading } from '@/api/activity.tsx';
import { type EntityKind, entityNameQuery } from '@/api/queries/entity-names.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import { Link } from '@/ui/link.tsx';
import * as styles from './shell.css.ts';

interface Crumb {
  path: string;
  label: string;
  /** The entity whose name replaces the label once it has loaded. */
  name?: { kind: EntityKind; id: string };
}

/**
 * Home, then one item per level of the current path that has a page ('/place', '/place/3',
 * '/place/3/catalogues'); the last item is the current page. Hidden on phones; a skeleton while
 * requests are under way (spec section 2).
 */
export function Breadcrumb() {
  const { t, locale } = useI18n();
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const loading = useApiLoading();
  const crumbs: Crumb[] = [{ path: '/', label: t('home') }];
  const segments = pathname
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .filter(Boolean);
  segments.forEach((_, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const leaf = router.matchRoutes(path, {}).at(-1);
    const crumb = leaf?.staticData?.crumb;
    if (!crumb || leaf?.pathname.replace(/\/$/, '') !== path) return;
    const kind = leaf.staticData.crumbName;
    const id = (leaf.params as { id?: string }).id;
    crumbs.push({ path, label: t(crumb), ...(kind && id ? { name: { kind, id } } : {}) });
  });
  // The names come from the same queries as the pages that show them: no second request.
  const names = useQueries({
    queries: crumbs.map((crumb) => ({
      ...entityNameQuery(crumb.name?.kind ?? 'place', crumb.name?.id ?? '', locale),
      enabled: crumb.name !== undefined,
    })),
  });
  crumbs.forEach((crumb, index) => {
    const name = names[index]?.data;
    if (crumb.name && typeof name === 'string' && name !== '') crumb.label = name;
  });
  return (
    <nav aria-label={t('breadcrumb')} className={styles.breadcrumbBar}>
      <div className={styles.breadcrumbInner}>
        {loading ? (
          <span className={styles.skeletonBar} aria-hidden="true" data-testid="breadcrumb-skeleton" />
        ) : (
          <ol className={styles.breadcrumbList}>
            {crumbs.map((crumb, index) =>
              index === crumbs.length - 1 ? (
                <li key={crumb.path} className={styles.breadcrumbItem}>
                  <span className={styles.breadcrumbCurrent} aria-current="page">
                    {crumb.label}
                  </span>
                </li>
              ) : (
                <li key={crumb.path} className={styles.breadcrumbItem}>
                  <Link to={crumb.path} variant="inline" activeOptions={{ exact: true }}>
                    {crumb.label}
                  </Link>
                </li>
              ),
            )}
          </ol>
        )}
      </div>
    </nav>
  );
}
