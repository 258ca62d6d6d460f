import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { formatNumber } from '@/i18n/format.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import { Button } from '@/ui/button.tsx';
import { LabelledProgressBar } from '@/ui/labelled-progress-bar.tsx';
import { editionOcrQuery, type OcrState, refreshCatalogueData, retryEditionOcr } from './api.ts';
import * as styles from './catalogues.css.ts';

/** While a job is queued or running, its progress is asked again this often. */
const POLL_MS = 2000;

const isUnderWay = (state: OcrState | undefined) =>
  state?.engine.available === true && (state.job?.status === 'queued' || state.job?.status === 'running');

/**
 * The OCR of the edition's scanned pages: queued, page n of m (a progress bar, refreshed while it
 * runs), done (and which pages could not be read), or failed with the server's reason and a Retry
 * button; or that this server has no OCR engine. Nothing when the PDF needed no OCR.
 */
export function EditionOcr({ catalogueId, editionId }: { catalogueId: number; editionId: number }) {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const { data: state } = useQuery({
    ...editionOcrQuery(catalogueId, editionId),
    refetchInterval: (query) => (isUnderWay(query.state.data) ? POLL_MS : false),
  });
  const retry = useMutation({
    mutationFn: () => retryEditionOcr(catalogueId, editionId),
    onSuccess: (next) => queryClient.setQueryData(editionOcrQuery(catalogueId, editionId).queryKey, next),
  });

  // A job that just finished changed the edition's text status (and the search): show it.
  const status = state?.job?.status;
  const previousStatus = useRef(status);
  useEffect(() => {
    const was = previousStatus.current;
    previousStatus.current = status;
    if ((was === 'queued' || was === 'running') && (status === 'done' || status === 'failed'))
      void refreshCatalogueData(queryClient);
  }, [status, queryClient]);

  const job = state?.job;
  if (!state || !job) return null;
  const pages = (numbers: number[]) => numbers.map((page) => formatNumber(page, locale)).join(', ');
  return (
    <div className={styles.progressRow} aria-live="polite">
      {!state.engine.available && job.status !== 'done' && (
        <p className={styles.fileNotice}>{t('ocr_not_installed')}</p>
      )}
      {job.status === 'queued' && <p className={styles.fileText}>{t('ocr_queued')}</p>}
      {job.status === 'running' && (
        <LabelledProgressBar
          label={t('ocr_reading_page_of_pages', {
            page: formatNumber(Math.min(job.pagesDone + 1, job.pagesTotal ?? job.pagesDone + 1), locale),
            pages: job.pagesTotal === null ? '…' : formatNumber(job.pagesTotal, locale),
          })}
          value={job.pagesDone}
          maxValue={Math.max(1, job.pagesTotal ?? 1)}
        />
      )}
      {job.status === 'done' && <p className={styles.fileText}>{t('ocr_done')}</p>}
      {job.status === 'failed' && (
        <p className={styles.fileError}>{t('ocr_failed', { reason: job.error ?? '' })}</p>
      )}
      {job.skippedPages.length > 0 && (
        <p className={styles.fileText}>{t('ocr_pages_skipped', { pages: pages(job.skippedPages) })}</p>
      )}
      {job.status === 'failed' && (
        <Button variant="secondary" isPending={retry.isPending} onPress={() => retry.mutate()}>
          {t('retry_ocr')}
        </Button>
      )}
    </div>
  );
}
