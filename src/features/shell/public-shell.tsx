import type { ReactNode } from 'react';
import { useT } from '@/i18n/i18n.tsx';
import { Breadcrumb } from './breadcrumb.tsx';
import { CookieBanner } from './cookie-banner.tsx';
import * as styles from './shell.css.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export type PublicLayout = 'main' | 'default' | 'internal' | 'catalogue';

/**
 * The shell of the public layouts (spec section 2): header with navigation, breadcrumb (not on
 * the home page), the page, footer, cookie banner, and the floating login button and collection
 * widget that the app passes in.
 */
export function PublicShell({
  layout,
  floating,
  children,
}: {
  layout: PublicLayout;
  floating?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className={styles.page} data-layout={layout}>
      <a href="#main-content" className={styles.skipLink}>
        {t('skip_to_main_content')}
      </a>
      <SiteHeader />
      {layout !== 'main' && <Breadcrumb />}
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter />
      <CookieBanner />
      {floating}
    </div>
  );
}
