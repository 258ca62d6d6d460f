import { Navigate, useRouterState } from '@tanstack/react-router';
import { useI18n } from '@/i18n/i18n.tsx';
import { useFirstPaint } from '@/lib/first-paint.ts';
import * as styles from './catalogue.css.ts';
import { useCataloguePage } from './catalogue-page-context.tsx';
import { EditionSkeleton } from './edition-skeleton.tsx';

/** `/catalogues/{id}` shows the first version: a link to a catalogue lands on its first edition. */
export function FirstEditionRedirect() {
  const { t } = useI18n();
  const { editions, catalogue, catalogueId } = useCataloguePage();
  const painted = useFirstPaint();
  // A visitor who picked a tab while the editions loaded is on the way there: the redirect, coming
  // later, must not take them back to the first version.
  const leaving = useRouterState({
    select: (state) => state.location.href !== (state.resolvedLocation?.href ?? state.location.href),
  });
  const list = editions.data ?? catalogue.data?.editions ?? null;
  if (!list || leaving) return editions.status === 'loading' || leaving ? <EditionSkeleton /> : null;
  const first = [...list].sort((a, b) => a.position - b.position)[0];
  if (!first) return <p className={styles.muted}>{t('no_pdf_available')}</p>;
  // On a first load the catalogue's heading is painted before the edition's code is asked for (its
  // view, the reader and pdf.js, 250 kB): they came while the first render was still on its way,
  // sharing a phone's bandwidth with it, and Lighthouse put the largest paint at 2.9 s, not 2.0 s.
  if (!painted) return null;
  return (
    <Navigate
      to="/catalogues/$id/edition/$editionId"
      params={{ id: catalogueId, editionId: String(first.id) }}
      replace
    />
  );
}
