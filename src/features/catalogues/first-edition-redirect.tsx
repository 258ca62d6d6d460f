import { Navigate, useRouterState } from '@tanstack/react-router';
import { useI18n } from '@/i18n/i18n.tsx';
import * as styles from './catalogue.css.ts';
import { useCataloguePage } from './catalogue-page-context.tsx';
import { EditionSkeleton } from './edition-skeleton.tsx';

/** `/catalogues/{id}` shows the first version: a link to a catalogue lands on its first edition. */
export function FirstEditionRedirect() {
  const { t } = useI18n();
  const { editions, catalogue, catalogueId } = useCataloguePage();
  // A visitor who picked a tab while the editions loaded is on the way there: the redirect, coming
  // later, must not take them back to the first version.
  const leaving = useRouterState({
    select: (state) => state.location.href !== (state.resolvedLocation?.href ?? state.location.href),
  });
  const list = editions.data ?? catalogue.data?.editions ?? null;
  if (!list || leaving) return editions.status === 'loading' || leaving ? <EditionSkeleton /> : null;
  const first = [...list].sort((a, b) => a.position - b.position)[0];
  if (!first) return <p className={styles.muted}>{t('no_pdf_available')}</p>;
  return (
    <Navigate
      to="/catalogues/$id/edition/$editionId"
      params={{ id: catalogueId, editionId: String(first.id) }}
      replace
    />
  );
}
