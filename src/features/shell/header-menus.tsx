import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay, Button as RACButton } from 'react-aria-components';
import { useI18n } from '@/i18n/i18n.tsx';
import { languageLabel } from '@/i18n/language-label.ts';
import { IconButton } from '@/ui/button.tsx';
import type { HandOver } from '@/ui/deferred.ts';
import { BackIcon, ChevronDownIcon, CloseIcon, GlobeIcon } from '@/ui/icons.tsx';
import { Link } from '@/ui/link.tsx';
import { Menu, MenuItem, MenuItemLink, TakingOverMenuTrigger } from '@/ui/menu.tsx';
import { mainEntries, repositoryEntries } from './navigation.ts';
import * as styles from './shell.css.ts';

// The header's menus and the phones' drawer, loaded at the first interaction or when idle
// (site-header.tsx shows plain buttons until then): react-aria's menus, popovers and modals are not
// needed to paint a page.

/** The Repository submenu of the desktop navigation. */
export function RepositoryMenu({ handOver }: { handOver: HandOver }) {
  const { t } = useI18n();
  return (
    <TakingOverMenuTrigger
      handOver={handOver}
      trigger={(ref) => (
        <RACButton ref={ref} className={styles.navLink}>
          {t('repository')} <ChevronDownIcon size={16} />
        </RACButton>
      )}
      menu={(autoFocus) => (
        <Menu aria-label={t('repository')} autoFocus={autoFocus}>
          {repositoryEntries.map((entry) => (
            <MenuItemLink key={entry.to} to={entry.to}>
              {t(entry.label)}
            </MenuItemLink>
          ))}
        </Menu>
      )}
    />
  );
}

/** The other languages, each switching the interface to itself. */
export function LanguageMenu({ handOver }: { handOver: HandOver }) {
  const { t, tDynamic, locale, languages, switchLocale } = useI18n();
  const others = languages.filter((language) => language.prefix !== locale);
  return (
    <TakingOverMenuTrigger
      handOver={handOver}
      trigger={(ref) => (
        <RACButton ref={ref} className={styles.navLink} aria-label={`${t('change_language')}: ${locale}`}>
          <GlobeIcon size={18} /> {locale}
        </RACButton>
      )}
      menu={(autoFocus) => (
        <Menu aria-label={t('change_language')} placement="bottom end" autoFocus={autoFocus}>
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
      )}
    />
  );
}

/** The slide-in menu of phones: the navigation with its Repository submenu, and the languages. */
export function MobileDrawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t, tDynamic, locale, languages, switchLocale } = useI18n();
  const [submenu, setSubmenu] = useState(false);
  const close = () => {
    onClose();
    setSubmenu(false);
  };
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(next) => {
        if (!next) close();
      }}
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
