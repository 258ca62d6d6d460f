import { useState } from 'react';
import { useT } from '@/i18n/i18n.tsx';
import { PlainButton } from '@/ui/plain-button.tsx';
import { consentCookie, hasConsent } from './cookie-consent.ts';
import * as styles from './shell.css.ts';

/** At the bottom until OK is pressed; OK sets the allow-cookies cookie (30 days, path /). */
export function CookieBanner() {
  const t = useT();
  const [visible, setVisible] = useState(() => !hasConsent(document.cookie));
  if (!visible) return null;
  return (
    <section className={styles.cookieBanner} aria-label={t('cookie_banner_text')}>
      <p className={styles.cookieText}>{t('cookie_banner_text')}</p>
      <PlainButton
        variant="accent"
        onPress={() => {
          // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
          document.cookie = consentCookie();
          setVisible(false);
        }}
      >
        {t('ok')}
      </PlainButton>
    </section>
  );
}
