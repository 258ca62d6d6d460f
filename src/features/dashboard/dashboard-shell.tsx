import { useNavigate, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { useT } from '@/i18n/i18n.tsx';
import { useAuth } from '@/session/auth-context.tsx';
import { IconButton } from '@/ui/button.tsx';
import { Drawer } from '@/ui/drawer.tsx';
import { MenuIcon } from '@/ui/icons.tsx';
import { Link } from '@/ui/link.tsx';
import * as styles from './dashboard.css.ts';

/** The sections; each is current on its own pages (the catalogues' pages live at /dashboard and below /dashboard/catalogues). */
const entries = [
  { to: '/dashboard', label: 'catalogues', sections: ['/dashboard/catalogues'] },
  { to: '/dashboard/places', label: 'places', sections: [] },
  { to: '/dashboard/publishers', label: 'publisher', sections: [] },
  { to: '/dashboard/holders', label: 'holders', sections: [] },
  { to: '/dashboard/translations', label: 'translations', sections: [] },
] as const;

function isCurrent(entry: (typeof entries)[number], path: string) {
  const under = (base: string) => path === base || path.startsWith(`${base}/`);
  return path === entry.to || (entry.to !== '/dashboard' && under(entry.to)) || entry.sections.some(under);
}

/** The dashboard layout: a side drawer with the sections and the user's initials and name. */
export function DashboardShell({ children }: { children: ReactNode }) {
  const t = useT();
  const { auth } = useAuth();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The path from /dashboard on, whether or not the router's location keeps the base path.
  const path = useRouterState({
    select: (state) => state.location.pathname.replace(/^.*?(?=\/dashboard(?:\/|$))/, ''),
  });
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
              // The router marks only exact matches; sub-pages are marked here, by section.
              activeOptions={{ exact: true }}
              aria-current={isCurrent(entry, path) ? 'page' : undefined}
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
