import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay, Button as RACButton } from 'react-aria-components';
import { useI18n } from '@/i18n/i18n.tsx';
import { languageLabel } from '@/i18n/language-label.ts';
import { IconButton } from '@/ui/button.tsx';
import { BackIcon, ChevronDownIcon, CloseIcon, GlobeIcon, MenuIcon, SearchIcon } from '@/ui/icons.tsx';
import { Link } from '@/ui/link.tsx';
import { Menu, MenuItem, MenuItemLink, MenuTrigger } from '@/ui/menu.tsx';
import { mainEntries, repositoryEntries } from './navigation.ts';
import * as styles from './shell.css.ts';

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
          <MenuTrigger>
            <RACButton className={styles.navLink}>
              {t('repository')} <ChevronDownIcon size={16} />
            </RACButton>
            <Menu aria-label={t('repository')}>
              {repositoryEntries.map((entry) => (
                <MenuItemLink key={entry.to} to={entry.to}>
                  {t(entry.label)}
                </MenuItemLink>
              ))}
            </Menu>
          </MenuTrigger>
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

/** The other languages, each switching the interface to itself. */
function LanguageSwitcher() {
  const { t, tDynamic, locale, languages, switchLocale } = useI18n();
  const others = languages.filter((language) => language.prefix !== locale);
  return (
    <MenuTrigger>
      <RACButton className={styles.navLink} aria-label={`${t('change_language')}: ${locale}`}>
        <GlobeIcon size={18} /> {locale}
      </RACButton>
      <Menu aria-label={t('change_language')} placement="bottom end">
        {others.map((language) => (
          <MenuItem
            key={language.prefix}
            id={language.prefix}
            lang={language.prefix.toLowerCase()}
            onAction={() => void switchLocale(language.prefix)}
          >
            {languageLabel(language, tDynamic)}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}

/** The slide-in menu of phones: the navigation with its Repository submenu, and the languages. */
function MobileMenu() {
  const { t, tDynamic, locale, languages, switchLocale } = useI18n();
  const [open, setOpen] = useState(false);
  const [submenu, setSubmenu] = useState(false);
  const close = () => {
    setOpen(false);
    setSubmenu(false);
  };
  return (
    <>
      <IconButton
        aria-label={t('open_menu')}
        variant="ghost"
        className={`${styles.navLink} ${styles.mobileOnly}`}
        onPress={() => setOpen(true)}
      >
        <MenuIcon />
      </IconButton>
      <ModalOverlay
        isOpen={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        isDismissable
        className={styles.drawerOverlay}
      >
        <Modal className={styles.drawerPanel}>
          <Dialog aria-label={t('main_navigation')} className={styles.drawerNav}>
            <div className={styles.drawerHeader}>
              <IconButton
                aria-label={submenu ? t('back') : t('close_menu')}
                variant="ghost"
                onPress={() => (submenu ? setSubmenu(false) : close())}
              >
                {submenu ? <BackIcon /> : <CloseIcon />}
              </IconButton>
              <Heading slot="title" className={styles.drawerTitle}>
                {submenu ? t('repository') : t('app_title')}
              </Heading>
            </div>
            <nav aria-label={t('main_navigation')}>
              {submenu ? (
                <DrawerLinks entries={repositoryEntries} onPress={close} />
              ) : (
                <>
                  <Link to="/" variant="plain" className={styles.drawerLink} onPress={close}>
                    {t('home')}
                  </Link>
                  <RACButton className={styles.drawerLink} onPress={() => setSubmenu(true)}>
                    {t('repository')} ›
                  </RACButton>
                  <DrawerLinks entries={mainEntries} onPress={close} />
                </>
              )}
            </nav>
            <h2 className={styles.drawerSection}>{t('language')}</h2>
            <ul className={styles.languageList}>
              {languages.map((language) => (
                <li key={language.prefix}>
                  <RACButton
                    className={styles.drawerLink}
                    isDisabled={language.prefix === locale}
                    aria-current={language.prefix === locale ? 'true' : undefined}
                    lang={language.prefix.toLowerCase()}
                    onPress={() => {
                      void switchLocale(language.prefix);
                      close();
                    }}
                  >
                    {languageLabel(language, tDynamic)}
                  </RACButton>
                </li>
              ))}
            </ul>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}

/** The drawer's links to the entries of one navigation menu; following one closes the drawer. */
function DrawerLinks({
  entries,
  onPress,
}: {
  entries: typeof repositoryEntries | typeof mainEntries;
  onPress: () => void;
}) {
  const { t } = useI18n();
  return entries.map((entry) => (
    <Link key={entry.to} to={entry.to} variant="plain" className={styles.drawerLink} onPress={onPress}>
      {t(entry.label)}
    </Link>
  ));
}
