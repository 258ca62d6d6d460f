import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { catalogueEditionsQuery } from '@/api/queries/catalogues.ts';
import { NotFound } from '@/components/error-pages.tsx';
import { useI18n } from '@/i18n/i18n.tsx';
import { Button } from '@/ui/button.tsx';
import { BackIcon } from '@/ui/icons.tsx';
import { Link } from '@/ui/link.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { stageOverlay } from '@/ui/stage-overlay.css.ts';
import { editionManifestPath } from '../../../common/iiif-presentation.ts';
import * as styles from './mirador-page.css.ts';
import { type MiradorStatus, MiradorViewer } from './mirador-viewer.tsx';

/**
 * `/catalogues/{id}/edition/{editionId}/mirador`: the edition's IIIF manifest in the Mirador
 * viewer this site hosts, as tall as the window allows, under a heading naming the edition and a
 * link back to it.
 */
export function MiradorPage({ catalogueId, editionId }: { catalogueId: string; editionId: string }) {
  const { t, locale } = useI18n();
  const editions = useQuery(catalogueEditionsQuery(catalogueId, locale));
  const [status, setStatus] = useState<MiradorStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  const onStatus = useCallback((next: MiradorStatus) => setStatus(next), []);
  const edition = editions.data?.find((candidate) => String(candidate.id) === editionId);
  if (editions.isSuccess && !edition) return <NotFound />;
  const title = edition ? (edition.title ?? edition.catalogue.title) : null;
  const manifestUrl = new URL(editionManifestPath(Number(editionId)), window.location.origin).href;

  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <Link
          to="/catalogues/$id/edition/$editionId"
          params={{ id: catalogueId, editionId }}
          variant="inline"
          className={styles.back}
        >
          <BackIcon size={16} />
          {t('back_to_the_edition')}
        </Link>
        <h1 className={styles.heading}>{title ? t('title_in_mirador', { title }) : t('mirador_viewer')}</h1>
      </div>
      <div className={styles.stage} aria-busy={status === 'loading'}>
        <MiradorViewer
          key={attempt}
          manifestUrl={manifestUrl}
          locale={locale}
          label={t('mirador_viewer')}
          onStatus={onStatus}
        />
        {status === 'loading' && (
          <div className={stageOverlay}>
            <Spinner size="md" />
          </div>
        )}
        {status === 'failed' && (
          <div className={stageOverlay} role="alert">
            <p>{t('the_viewer_could_not_be_loaded')}</p>
            <Button variant="secondary" onPress={() => setAttempt((count) => count + 1)}>
              {t('try_again')}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
