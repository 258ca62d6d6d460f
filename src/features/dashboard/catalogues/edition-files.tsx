import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { coverThumbnail } from '@/components/catalogue-card.tsx';
import { formatNumber } from '@/i18n/format.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { LabelledProgressBar } from '@/ui/labelled-progress-bar.tsx';
import { useNotify } from '@/ui/notifications-context.tsx';
import { imageFileTypes, isAllowedImage } from '../image-file.ts';
import { useConfirmDelete } from '../use-confirm-delete.tsx';
import {
  deleteEditionPdf,
  type Edition,
  refreshCatalogueData,
  setEditionCover,
  uploadEditionPdf,
} from './api.ts';
import * as styles from './catalogues.css.ts';
import { EditionOcr } from './edition-ocr.tsx';
import { formatFileSize } from './file-size.ts';

interface EditionFileProps {
  catalogueId: number;
  edition: Edition;
}

/**
 * The edition's PDF: its pages and size, upload (with a progress bar), replace (after the
 * spec's question) and delete. The server indexes the text for the full-text search, and says
 * when it could not (`textStatus`): staff see why the search does not find this PDF.
 */
export function EditionPdf({ catalogueId, edition }: EditionFileProps) {
  const { t, locale } = useI18n();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState<number | null>(null);
  const [replacement, setReplacement] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) =>
      uploadEditionPdf(catalogueId, edition.id, file, ({ loaded, total }) =>
        setPercent(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0),
      ),
    onMutate: () => setPercent(0),
    onSuccess: async () => {
      notify({ tone: 'success', title: t('pdf_uploaded_successfully') });
      await refreshCatalogueData(queryClient);
    },
    onSettled: () => setPercent(null),
  });
  const remove = useConfirmDelete<Edition>({
    remove: () => deleteEditionPdf(catalogueId, edition.id),
    invalidate: [],
    onDeleted: () => void refreshCatalogueData(queryClient),
  });
  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    if (edition.pdf) setReplacement(file);
    else upload.mutate(file);
  };
  const pdf = edition.pdf;
  return (
    <section className={styles.fileBox}>
      <h3 className={styles.fileHeading}>{t('pdf_file')}</h3>
      <p className={styles.fileText}>
        {pdf
          ? t('pdf_pages_and_size', {
              pages: formatNumber(pdf.pages, locale),
              size: formatFileSize(pdf.size, locale),
            })
          : t('no_pdf_uploaded')}
      </p>
      {pdf && pdf.textStatus !== 'indexed' && pdf.textStatus !== 'ocr' && (
        <p className={styles.fileNotice}>
          {t(pdf.textStatus === 'failed' ? 'pdf_text_could_not_be_extracted' : 'pdf_has_no_text_layer')}
        </p>
      )}
      {pdf && <EditionOcr catalogueId={catalogueId} editionId={edition.id} />}
      {percent !== null && (
        <LabelledProgressBar label={t('uploading')} value={percent} className={styles.progressRow} />
      )}
      <div className={styles.buttons}>
        <FileTrigger acceptedFileTypes={['application/pdf']} onSelect={choose}>
          <Button variant="secondary" isPending={upload.isPending}>
            {t(pdf ? 'replace_pdf' : 'upload_pdf')}
          </Button>
        </FileTrigger>
        {pdf && (
          <Button variant="secondary" isDisabled={upload.isPending} onPress={() => remove.ask(edition)}>
            {t('delete_pdf')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        isOpen={replacement !== null}
        message={t('the_current_pdf_will_be_replaced_do_you_want_to_proceed')}
        cancelLabel={t('cancel')}
        confirmLabel={t('ok')}
        tone="default"
        onConfirm={() => {
          if (replacement) upload.mutate(replacement);
          setReplacement(null);
        }}
        onCancel={() => setReplacement(null)}
      />
      {remove.dialog}
    </section>
  );
}

/** The edition's cover: stored by the multimedia service, then linked to the edition by its id. */
export function EditionCover({ catalogueId, edition }: EditionFileProps) {
  const { t } = useI18n();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState(false);
  const change = useMutation({
    mutationFn: (file: File | null) => setEditionCover(catalogueId, edition.id, file),
    onSuccess: async () => {
      notify({ tone: 'success', title: t('updated_successfully') });
      await refreshCatalogueData(queryClient);
    },
  });
  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const allowed = isAllowedImage(file);
    setRefused(!allowed);
    if (allowed) change.mutate(file);
  };
  return (
    <section className={styles.fileBox}>
      <h3 className={styles.fileHeading}>{t('cover_image')}</h3>
      {edition.imageSrc ? (
        <img className={styles.cover} src={coverThumbnail(edition.imageSrc)} alt={t('cover_image')} />
      ) : (
        <p className={styles.fileText}>{t('no_cover_image')}</p>
      )}
      <p className={styles.fileText}>{t('allowed_formats', { formats: 'JPEG, PNG, WebP, TIFF' })}</p>
      <div aria-live="polite">
        {refused && <p className={styles.fileError}>{t('this_image_format_is_not_allowed')}</p>}
      </div>
      <div className={styles.buttons}>
        <FileTrigger acceptedFileTypes={imageFileTypes} onSelect={choose}>
          <Button variant="secondary" isPending={change.isPending}>
            {t('upload_cover_image')}
          </Button>
        </FileTrigger>
        {edition.imageSrc && (
          <Button variant="secondary" isDisabled={change.isPending} onPress={() => change.mutate(null)}>
            {t('remove_cover_image')}
          </Button>
        )}
      </div>
    </section>
  );
}
