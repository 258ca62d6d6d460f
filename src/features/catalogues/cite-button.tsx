import { lazy, Suspense } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { useI18n } from '@/i18n/i18n.tsx';
import { Button, IconButton } from '@/ui/button.tsx';
import { Dialog, DialogActions, Modal } from '@/ui/dialog.tsx';
import { type IconProps, Svg } from '@/ui/icons.tsx';
import { CitationsLoading } from './citations-loading.tsx';
import * as styles from './cite.css.ts';
import type { CiteDialogBodyProps } from './cite-dialog.tsx';

// The dialog's content and citeproc load on first use, never with the page: hovering or focusing
// the button starts the download. A failed download is forgotten, so the next attempt fetches again.
const dialogModule = () => import('./cite-dialog.tsx');
let dialogRequested: ReturnType<typeof dialogModule> | undefined;
const loadDialog = () => {
  dialogRequested ??= dialogModule().catch((error: unknown) => {
    dialogRequested = undefined;
    throw error;
  });
  return dialogRequested;
};
const CiteDialogBody = lazy(loadDialog);
const preload = () => void loadDialog().catch(() => {});

/** Quotation marks: the sign for "cite". */
const QuoteIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M10 7H6a2 2 0 0 0-2 2v3a2 2 0 0 0 2 2h2v1a3 3 0 0 1-3 3M20 7h-4a2 2 0 0 0-2 2v3a2 2 0 0 0 2 2h2v1a3 3 0 0 1-3 3" />
  </Svg>
);

export interface CiteButtonProps extends CiteDialogBodyProps {
  /** `button` with its label (the edition's actions), or `icon` (a toolbar, such as the reader's). */
  appearance?: 'button' | 'icon';
  /** Where the dialog is put: the reader in full screen, whose element alone is on screen then. */
  portalContainer?: Element | null;
}

/**
 * "Cite": opens a modal dialog with the edition's citation in Chicago, APA and MLA style and the
 * holder's preferred citation. From the reader (`page` given) the citation names the page being
 * read and links to it. Focus moves into the dialog and returns to the button on close.
 */
export function CiteButton({ appearance = 'button', portalContainer, ...cited }: CiteButtonProps) {
  const { t } = useI18n();
  const label = cited.page === undefined ? t('cite') : t('cite_page_n', { page: cited.page });
  return (
    <DialogTrigger>
      {appearance === 'icon' ? (
        <IconButton aria-label={label} shape="square" onHoverStart={preload} onFocus={preload}>
          <QuoteIcon />
        </IconButton>
      ) : (
        <Button variant="secondary" onHoverStart={preload} onFocus={preload}>
          <QuoteIcon size={16} />
          {label}
        </Button>
      )}
      <Modal className={styles.modal} UNSTABLE_portalContainer={portalContainer ?? undefined}>
        <Dialog title={t('cite_this_edition')}>
          {({ close }) => (
            <>
              <Suspense fallback={<CitationsLoading lines={[4]} />}>
                <CiteDialogBody {...cited} />
              </Suspense>
              <DialogActions>
                <Button variant="secondary" onPress={close}>
                  {t('close')}
                </Button>
              </DialogActions>
            </>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
