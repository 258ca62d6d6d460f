import { type FocusEvent, useEffect, useState } from 'react';
import { useI18n } from '@/i18n/i18n.tsx';
import { sharedCollectionUrl } from '@/lib/shared-collection.ts';
import { Button } from '@/ui/button.tsx';
import { CheckIcon } from '@/ui/icons.tsx';
import { TextField } from '@/ui/text-field.tsx';
import * as styles from './collection-widget.css.ts';

/** How long the Copy button shows its check mark. */
const copiedMs = 2500;

/**
 * The link that shares the collection (`…/catalogues/collection?ids=3,12,7`), in a read-only field
 * to select by hand, and a Copy button whose outcome is said in a live region.
 */
export function ShareLink({ id, ids }: { id: string; ids: readonly string[] }) {
  const { t } = useI18n();
  const url = sharedCollectionUrl(`${window.location.origin}${import.meta.env.BASE_URL}`, ids);
  // What was said, and of which link: a changed collection is a new link, of which nothing was said.
  const [said, setSaid] = useState<{ url: string; text: string; copied: boolean } | null>(null);
  const status = said?.url === url ? said.text : '';
  const copied = said?.url === url && said.copied;
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setSaid((last) => last && { ...last, copied: false }), copiedMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setSaid({ url, text: t('link_copied'), copied: true });
    } catch {
      setSaid({ url, text: t('link_copy_failed'), copied: false });
    }
  };

  return (
    <div id={id} className={styles.share}>
      <TextField
        label={t('share_collection_link')}
        value={url}
        isReadOnly
        description={t('share_collection_hint')}
        onFocus={(event: FocusEvent<HTMLInputElement>) => event.target.select()}
      />
      <div className={styles.shareActions}>
        <Button variant="secondary" size="sm" onPress={() => void copy()}>
          {copied && <CheckIcon size={16} />}
          {t('copy_link')}
        </Button>
        <p role="status" className={styles.shareStatus}>
          {status}
        </p>
      </div>
    </div>
  );
}
