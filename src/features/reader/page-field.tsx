import { useId, useState } from 'react';
import { useT } from '@/i18n/i18n.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { parsePageInput } from './pages.ts';
import * as styles from './pdf-reader.css.ts';

interface PageFieldProps {
  page: number;
  pageCount: number | undefined;
  isDisabled: boolean;
  onGo: (page: number) => void;
}

/**
 * Go to page: the field shows the page being read; what is typed counts on Enter or on leaving
 * the field, and anything that is not a page number puts the current page back.
 */
export function PageField({ page, pageCount, isDisabled, onGo }: PageFieldProps) {
  const t = useT();
  const ofId = useId();
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    const target = parsePageInput(draft, pageCount);
    setDraft(null);
    if (target !== null && target !== page) onGo(target);
  };

  return (
    <div className={styles.pageGroup}>
      <TextField
        label={t('go_to_page')}
        hideLabel
        className={styles.pageInput}
        inputMode="numeric"
        autoComplete="off"
        aria-describedby={ofId}
        value={draft ?? String(page)}
        isDisabled={isDisabled}
        onChange={setDraft}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          else if (event.key === 'Escape') setDraft(null);
        }}
      />
      <span id={ofId}>{pageCount ? t('of_pages', { pages: pageCount }) : ''}</span>
    </div>
  );
}
