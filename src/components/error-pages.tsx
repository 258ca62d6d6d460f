import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useT } from '@/i18n/i18n.tsx';
import { isChunkLoadError, reloadAfterChunkError } from '@/lib/chunk-reload.ts';
import { PlainButton as Button } from '@/ui/plain-button.tsx';
import * as styles from './error-pages.css.ts';

/** 'Page not found' / 'This page could not be found', with a back button: an unknown route or a record that is not there. */
export function NotFound() {
  const t = useT();
  const router = useRouter();
  return (
    <div className={styles.errorPage} data-status="404">
      <h1>{t('page_not_found')}</h1>
      <p>{t('this_page_could_not_be_found')}</p>
      <Button
        variant="primary"
        onPress={() => (window.history.length > 1 ? router.history.back() : router.navigate({ to: '/' }))}
      >
        {t('back')}
      </Button>
    </div>
  );
}

/** Any other route error: 'An error occurred'; a failed chunk load reloads the page instead (once a minute). */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const t = useT();
  const chunkError = isChunkLoadError(error);
  useEffect(() => {
    if (chunkError) reloadAfterChunkError();
  }, [chunkError]);
  return (
    <div className={styles.errorPage} data-status="500">
      <h1>{t('an_error_occurred')}</h1>
      <Button variant="primary" onPress={reset}>
        {t('try_again')}
      </Button>
    </div>
  );
}
