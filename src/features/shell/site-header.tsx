import { useState } from 'react';
import { useI18n } from '@/i18n/i18n.tsx';
import { deferredModule, useDeferredModule, useDeferredTrigger } from '@/ui/deferred.ts';
import { ChevronDownIcon, GlobeIcon, MenuIcon, SearchIcon } from '@/ui/icons.tsx';
import { Link } from '@/ui/link.tsx';
import { PlainIconButton } from '@/ui/plain-button.tsx';
import { mainEntries } from './navigation.ts';
import * as styles from './shell.css.ts';

const headerMenus = deferredModule(() => import('./header-menus.tsx'));

/** The header: logo title, the desktop navigation with its Repository submenu and the language switcher, the mobile menu. */
export function SiteHeader() {
  const { t } = useI18n();
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to="/" className={styles.logo} variant="plain">
          {t('app_title')}
        </Link>
        <nav aria-label={t('main_navigation')} className={`${styles.nav} ${styles.desktopOnly}`}>
          <RepositoryMenu />
          {mainEntries.map((entry) => (
            <Link key={entry.to} to={entry.to} variant="plain" className={styles.navLink}>
              {t(entry.label)}
            </Link>
          ))}
          <LanguageSwitcher />
        </nav>
        <Link
          to="/search"
          variant="plain"
          className={`${styles.navLink} ${styles.mobileOnly}`}
          aria-label={t('search')}
        >
          <SearchIcon />
        </Link>
        <MobileMenu />
      </div>
    </header>
  );
}

/** The Repository submenu: a plain button until the header's menus have loaded. */
function RepositoryMenu() {
  const { t } = useI18n();
  const { module, handOver, placeholder } = useDeferredTrigger(headerMenus);
  if (module) return <module.RepositoryMenu handOver={handOver} />;
  return (
    <button
      type="button"
      className={styles.navLink}
      aria-haspopup="true"
      aria-expanded="false"
      {...placeholder}
    >
      {t('repository')} <ChevronDownIcon size={16} />
    </button>
  );
}

/** The other languages, each switching the interface to itself: a plain button until the menus have loaded. */
function LanguageSwitcher() {
  const { t, locale } = useI18n();
  const { module, handOver, placeholder } = useDeferredTrigger(headerMenus);
  if (module) return <module.LanguageMenu handOver={handOver} />;
  return (
    <button
      type="button"
      className={styles.navLink}
      aria-label={`${t('change_language')}: ${locale}`}
      aria-haspopup="true"
      aria-expanded="false"
      {...placeholder}
    >
      <GlobeIcon size={18} /> {locale}
    </button>
  );
}

/**
 * The menu button of phones and its slide-in drawer; a press before the drawer's code has
 * arrived opens it as soon as it has.
 */
function MobileMenu() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [menus, request] = useDeferredModule(headerMenus);
  return (
    <>
      <PlainIconButton
        aria-label={t('open_menu')}
        variant="ghost"
        className={`${styles.navLink} ${styles.mobileOnly}`}
        onPress={() => {
          request();
          setOpen(true);
        }}
      >
        <MenuIcon />
      </PlainIconButton>
      {menus && <menus.MobileDrawer isOpen={open} onClose={() => setOpen(false)} />}
    </>
  );
}
