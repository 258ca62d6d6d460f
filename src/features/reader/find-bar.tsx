import { useT } from '@/i18n/i18n.tsx';
import { IconButton } from '@/ui/button.tsx';
import { ChevronDownIcon } from '@/ui/icons.tsx';
import { SearchField } from '@/ui/search-field.tsx';
import { type FindProgress, findStatusText } from './find-status.ts';
import * as styles from './pdf-reader.css.ts';
import { ChevronUpIcon } from './reader-icons.tsx';

interface FindBarProps {
  query: string;
  progress: FindProgress | null;
  isDisabled: boolean;
  onQueryChange: (query: string) => void;
  onFind: (direction: 'next' | 'previous') => void;
}

/** Find in document: typing searches (pdf.js waits for a pause), Enter and Shift+Enter step through the hits. */
export function FindBar({ query, progress, isDisabled, onQueryChange, onFind }: FindBarProps) {
  const t = useT();
  const status = findStatusText(query, progress);
  const hasHits = (progress?.total ?? 0) > 0 && query.trim() !== '';

  return (
    <search aria-label={t('find_in_document')} className={styles.find}>
      <SearchField
        label={t('find_in_document')}
        hideLabel
        clearLabel={t('clear_search')}
        placeholder={t('find_in_document')}
        className={styles.findField}
        value={query}
        isDisabled={isDisabled}
        onChange={onQueryChange}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (query.trim()) onFind(event.shiftKey ? 'previous' : 'next');
        }}
      />
      <IconButton
        aria-label={t('previous_match')}
        shape="square"
        isDisabled={!hasHits}
        onPress={() => onFind('previous')}
      >
        <ChevronUpIcon />
      </IconButton>
      <IconButton
        aria-label={t('next_match')}
        shape="square"
        isDisabled={!hasHits}
        onPress={() => onFind('next')}
      >
        <ChevronDownIcon />
      </IconButton>
      <span role="status" className={styles.findStatus}>
        {status && ('params' in status ? t(status.key, status.params) : t(status.key))}
      </span>
    </search>
  );
}
