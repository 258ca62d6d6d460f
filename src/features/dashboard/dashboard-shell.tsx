import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { IconButton } from '../../ui/button.tsx';
import { Drawer } from '../../ui/drawer.tsx';
import { MenuIcon } from '../../ui/icons.tsx';
import { Link } from '../../ui/link.tsx';
import { useAuth } from '../auth/auth-context.tsx';
import * as styles from './dashboard.css.ts';

const entries = [
  { to: '/dashboard', label: 'catalogues', exact: true },
  { to: '/dashboard/places', label: 'places', exact: false },
  { to: '/dashboard/publishers', label: 'publisher', exact: false },
  { to: '/dashboard/holders', label: 'holders', exact: false },
  { to: '/dashboard/translations', label: 'translations', exact: false },
] as const;

/** The dashboard layout: a side drawer with the sections and the user's initials and name. */
export function DashboardShell({ children }: { children: ReactNode }) {
  const t = useT();
  const { auth } = useAuth();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Logging out in the dashboard leaves it: its pages are for staff only.
  useEffect(() => {
    if (!auth.loggedIn && auth.status !== 'restoring') void navigate({ to: '/' });
  }, [auth.loggedIn, auth.status, navigate]);

  const navigation = (linkClass: string, onNavigate?: () => void) => (
    <nav aria-label={t('dashboard_navigation')}>
      <ul className={styles.navList}>
        {entries.map((entry) => (
          <li key={entry.to}>
            <Link
              to={entry.to}
              variant="plain"
              className={linkClass}
              activeOptions={{ exact: entry.exact }}
              onPress={onNavigate}
            >
              {t(entry.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
  const user = (
    <div className={styles.user}>
      <span className={styles.initials} aria-hidden="true">
        {auth.initials}
      </span>
      <span>{auth.user?.name}</span>
    </div>
  );

  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar}>
        <Link to="/" variant="plain" className={styles.siteLink}>
          {t('view_public_site')}
        </Link>
        {user}
        {navigation(styles.navLink)}
      </aside>
      <div className={styles.topBar}>
        <IconButton aria-label={t('open_menu')} variant="ghost" onPress={() => setDrawerOpen(true)}>
          <MenuIcon />
        </IconButton>
        <strong>{t('dashboard')}</strong>
      </div>
      <Drawer
        isOpen={drawerOpen}
        onOpenChange={setDrawerOpen}
        title={t('dashboard')}
        closeLabel={t('close_menu')}
        side="left"
      >
        {user}
        {navigation(styles.drawerNavLink, () => setDrawerOpen(false))}
      </Drawer>
      <main id="main-content" className={styles.content}>
        {children}
      </main>
    </div>
  );
}
